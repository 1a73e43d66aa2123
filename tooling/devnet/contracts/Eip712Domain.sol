// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice EIP-712 domain (name, version "1", chainId, verifyingContract) and signature recovery
/// for the permit flavours of the devnet tokens.
abstract contract Eip712Domain {
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant VERSION_HASH = keccak256("1");
    // Upper bound of the lower half of the secp256k1 order; higher s values are malleable twins.
    uint256 private constant MAX_S = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    bytes32 private immutable nameHash;
    uint256 private immutable cachedChainId;
    bytes32 private immutable cachedDomainSeparator;

    mapping(address => uint256) public nonces;

    constructor(string memory name_) {
        nameHash = keccak256(bytes(name_));
        cachedChainId = block.chainid;
        cachedDomainSeparator = _buildDomainSeparator();
    }

    function version() external pure returns (string memory) {
        return "1";
    }

    // solhint-disable-next-line func-name-mixedcase
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        // Recomputed when the chain id changes (a devnet forked or restarted under another id).
        return block.chainid == cachedChainId ? cachedDomainSeparator : _buildDomainSeparator();
    }

    function _buildDomainSeparator() private view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, nameHash, VERSION_HASH, block.chainid, address(this)));
    }

    /// @dev Returns the signer of the EIP-712 message with the given struct hash, or address(0) if invalid.
    function _recoverTypedSigner(bytes32 structHash, uint8 v, bytes32 r, bytes32 s) internal view returns (address) {
        if (uint256(s) > MAX_S) return address(0);
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR(), structHash));
        return ecrecover(digest, v, r, s);
    }

    function _useNonce(address owner) internal returns (uint256 current) {
        current = nonces[owner];
        unchecked {
            nonces[owner] = current + 1;
        }
    }
}
