// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Multicall
/// @notice Batches read calls into one eth_call. Its ABI matches the well-known Multicall2 interface
/// function for function (names, parameter names, types, mutability), so code written against
/// Multicall2 on mainnet runs unchanged on the devnet.
contract Multicall {
    struct Call {
        address target;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Runs every call and reverts if any of them fails.
    function aggregate(Call[] memory calls) public returns (uint256 blockNumber, bytes[] memory returnData) {
        blockNumber = block.number;
        returnData = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            require(success, "Multicall: call failed");
            returnData[i] = data;
        }
    }

    /// @notice Runs every call; a failed call reverts the batch only when `requireSuccess` is true.
    function tryAggregate(bool requireSuccess, Call[] memory calls) public returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (requireSuccess) require(success, "Multicall: call failed");
            returnData[i] = Result(success, data);
        }
    }

    /// @dev Like Multicall2, `blockHash` is `blockhash(block.number)`, which the EVM always reports as zero
    /// for the current block; callers wanting a hash should use getLastBlockHash. Kept for compatibility.
    function tryBlockAndAggregate(bool requireSuccess, Call[] memory calls)
        public
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        blockNumber = block.number;
        blockHash = blockhash(block.number);
        returnData = tryAggregate(requireSuccess, calls);
    }

    function blockAndAggregate(Call[] memory calls)
        public
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        (blockNumber, blockHash, returnData) = tryBlockAndAggregate(true, calls);
    }

    function getBlockHash(uint256 blockNumber) public view returns (bytes32 blockHash) {
        blockHash = blockhash(blockNumber);
    }

    function getBlockNumber() public view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    function getCurrentBlockCoinbase() public view returns (address coinbase) {
        coinbase = block.coinbase;
    }

    function getCurrentBlockDifficulty() public view returns (uint256 difficulty) {
        // After the merge this opcode returns prevrandao; the name stays for ABI compatibility.
        difficulty = block.prevrandao;
    }

    function getCurrentBlockGasLimit() public view returns (uint256 gaslimit) {
        gaslimit = block.gaslimit;
    }

    function getCurrentBlockTimestamp() public view returns (uint256 timestamp) {
        timestamp = block.timestamp;
    }

    function getEthBalance(address addr) public view returns (uint256 balance) {
        balance = addr.balance;
    }

    function getLastBlockHash() public view returns (bytes32 blockHash) {
        // Guarded so a call against the genesis block returns zero instead of an underflow panic.
        if (block.number > 0) blockHash = blockhash(block.number - 1);
    }
}
