// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice Balance and allowance bookkeeping shared by the devnet test tokens.
/// @dev `name()` and `symbol()` are left to each token because one of them returns bytes32.
/// THESE TOKENS ARE FOR THROWAWAY LOCAL CHAINS ONLY: `mint` is open to everyone.
abstract contract ERC20Base {
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint8 decimals_) {
        decimals = decimals_;
    }

    /// @notice Dev faucet: anyone may mint any amount to anyone. Never deploy this to a real network.
    function mint(address to, uint256 amount) external {
        require(to != address(0), "ERC20: mint to the zero address");
        totalSupply += amount;
        // Cannot overflow: no balance exceeds totalSupply, which the checked addition above bounds.
        unchecked {
            balanceOf[to] += amount;
        }
        emit Transfer(address(0), to, amount);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _approve(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // An infinite approval stays infinite, as with most tokens in the wild (and the UI relies on it).
        if (allowed != type(uint256).max) {
            require(allowed >= amount, "ERC20: insufficient allowance");
            unchecked {
                allowance[from][msg.sender] = allowed - amount;
            }
        }
        _transfer(from, to, amount);
        return true;
    }

    /// @dev Overridden by tokens that change what the recipient receives (fee on transfer).
    function _transfer(address from, address to, uint256 amount) internal virtual {
        _move(from, to, amount);
    }

    function _move(address from, address to, uint256 amount) internal {
        require(to != address(0), "ERC20: transfer to the zero address");
        uint256 fromBalance = balanceOf[from];
        require(fromBalance >= amount, "ERC20: transfer amount exceeds balance");
        unchecked {
            balanceOf[from] = fromBalance - amount;
            balanceOf[to] += amount;
        }
        emit Transfer(from, to, amount);
    }

    function _burn(address from, uint256 amount) internal {
        uint256 fromBalance = balanceOf[from];
        require(fromBalance >= amount, "ERC20: burn amount exceeds balance");
        unchecked {
            balanceOf[from] = fromBalance - amount;
            totalSupply -= amount;
        }
        emit Transfer(from, address(0), amount);
    }

    function _approve(address owner, address spender, uint256 amount) internal {
        require(spender != address(0), "ERC20: approve to the zero address");
        allowance[owner][spender] = amount;
        emit Approval(owner, spender, amount);
    }
}
