// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20Base} from "./ERC20Base.sol";
import {Eip712Domain} from "./Eip712Domain.sol";

/// @title DevERC20
/// @notice Plain ERC20 with settable decimals and EIP-2612 permit, for the local devnet only.
/// `mint` is an open faucet (see ERC20Base): anyone can mint, so never deploy this to a real network.
contract DevERC20 is ERC20Base, Eip712Domain {
    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    string public name;
    string public symbol;

    constructor(string memory name_, string memory symbol_, uint8 decimals_)
        ERC20Base(decimals_)
        Eip712Domain(name_)
    {
        name = name_;
        symbol = symbol_;
    }

    function permit(
        address owner,
        address spender,
        uint256 value,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        require(block.timestamp <= deadline, "ERC2612: expired deadline");
        bytes32 structHash = keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, _useNonce(owner), deadline));
        address signer = _recoverTypedSigner(structHash, v, r, s);
        require(signer != address(0) && signer == owner, "ERC2612: invalid signature");
        _approve(owner, spender, value);
    }
}
