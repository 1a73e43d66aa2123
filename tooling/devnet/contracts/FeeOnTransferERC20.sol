// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20Base} from "./ERC20Base.sol";

/// @title FeeOnTransferERC20
/// @notice ERC20 that burns `feeBps` basis points of every transfer and transferFrom, so the recipient
/// receives `amount - fee` (exercises the "supporting fee on transfer" swap paths). Minting is free of
/// fees. For the local devnet only: `mint` is an open faucet (see ERC20Base).
contract FeeOnTransferERC20 is ERC20Base {
    uint256 private constant BPS_DENOMINATOR = 10_000;

    string public name;
    string public symbol;
    uint256 public immutable feeBps;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 feeBps_) ERC20Base(decimals_) {
        require(feeBps_ <= BPS_DENOMINATOR, "FeeOnTransfer: fee above 100%");
        name = name_;
        symbol = symbol_;
        feeBps = feeBps_;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        uint256 fee = (amount * feeBps) / BPS_DENOMINATOR;
        if (fee > 0) _burn(from, fee);
        _move(from, to, amount - fee);
    }
}
