// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20Base} from "./ERC20Base.sol";

/// @title Bytes32MetadataERC20
/// @notice 18-decimal ERC20 whose `name()` and `symbol()` return bytes32 (like old MKR), to exercise the
/// front end's fallback decoding of legacy metadata. For the local devnet only: `mint` is an open faucet
/// (see ERC20Base).
contract Bytes32MetadataERC20 is ERC20Base {
    bytes32 public immutable name;
    bytes32 public immutable symbol;

    constructor(bytes32 name_, bytes32 symbol_) ERC20Base(18) {
        name = name_;
        symbol = symbol_;
    }
}
