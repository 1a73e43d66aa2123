// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20Base} from "./ERC20Base.sol";
import {Eip712Domain} from "./Eip712Domain.sol";

/// @title DaiLikeERC20
/// @notice 18-decimal ERC20 with DAI's permit flavour: the signature grants all (max) or nothing (0),
/// carries the nonce explicitly, and expiry 0 means it never expires. For the local devnet only:
/// `mint` is an open faucet (see ERC20Base), so never deploy this to a real network.
contract DaiLikeERC20 is ERC20Base, Eip712Domain {
    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address holder,address spender,uint256 nonce,uint256 expiry,bool allowed)");

    string public name;
    string public symbol;

    constructor(string memory name_, string memory symbol_) ERC20Base(18) Eip712Domain(name_) {
        name = name_;
        symbol = symbol_;
    }

    function permit(
        address holder,
        address spender,
        uint256 nonce,
        uint256 expiry,
        bool allowed,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        require(expiry == 0 || block.timestamp <= expiry, "DaiPermit: expired");
        require(nonce == _useNonce(holder), "DaiPermit: invalid nonce");
        bytes32 structHash = keccak256(abi.encode(PERMIT_TYPEHASH, holder, spender, nonce, expiry, allowed));
        address signer = _recoverTypedSigner(structHash, v, r, s);
        require(signer != address(0) && signer == holder, "DaiPermit: invalid signature");
        _approve(holder, spender, allowed ? type(uint256).max : 0);
    }
}
