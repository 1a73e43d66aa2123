// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice The votes a governor counts: UNI's checkpointed delegation (Compound's COMP interface).
interface IPriorVotes {
    function getPriorVotes(address account, uint256 blockNumber) external view returns (uint96);
}

/// @title DevGovernorBravo
/// @notice A GovernorBravo for the local devnet only: it answers the reads of Compound's
/// GovernorBravoDelegate as Uniswap runs it (proposalCount, initialProposalId, votingDelay,
/// votingPeriod, quorumVotes, proposalThreshold, proposals(id) with abstainVotes, state(id),
/// getReceipt with a uint8 support), takes For / Against / Abstain votes with or without a reason,
/// and emits the same ProposalCreated and VoteCast events. Proposal ids continue an Alpha's
/// numbering, as Bravo's `_initiate` does. Instead of a separate Timelock it queues and executes
/// the actions itself (the same delay and grace-period rules). No admin, no upgrades, no votes by
/// signature: never deploy this to a real network.
contract DevGovernorBravo {
    string public constant name = "Uniswap Governor Bravo (devnet)";
    uint256 public constant proposalMaxOperations = 10;
    /// @notice How long a queued proposal stays executable (Compound Timelock's GRACE_PERIOD).
    uint256 public constant GRACE_PERIOD = 14 days;

    enum ProposalState {
        Pending,
        Active,
        Canceled,
        Defeated,
        Succeeded,
        Queued,
        Expired,
        Executed
    }

    struct Receipt {
        bool hasVoted;
        uint8 support;
        uint96 votes;
    }

    /// @dev GovernorBravo's field order. The devnet's seed writes fields 2 (eta), 7 (startBlock)
    /// and 8 (endBlock) with anvil_setStorageAt, as it does for GovernorAlpha's.
    struct Proposal {
        uint256 id;
        address proposer;
        uint256 eta;
        address[] targets;
        uint256[] values;
        string[] signatures;
        bytes[] calldatas;
        uint256 startBlock;
        uint256 endBlock;
        uint256 forVotes;
        uint256 againstVotes;
        uint256 abstainVotes;
        bool canceled;
        bool executed;
        mapping(address => Receipt) receipts;
    }

    /// @dev Storage slot 0 (the seed relies on it); everything else is immutable or after it.
    mapping(uint256 => Proposal) public proposals;
    uint256 public proposalCount;
    mapping(address => uint256) public latestProposalIds;

    IPriorVotes public immutable uni;
    uint256 public immutable initialProposalId;
    uint256 public immutable votingDelay;
    uint256 public immutable votingPeriod;
    uint256 public immutable proposalThreshold;
    uint256 public immutable quorumVotes;
    /// @notice Seconds between queue and execute (the Timelock's delay).
    uint256 public immutable delay;

    event ProposalCreated(
        uint256 id,
        address proposer,
        address[] targets,
        uint256[] values,
        string[] signatures,
        bytes[] calldatas,
        uint256 startBlock,
        uint256 endBlock,
        string description
    );
    event VoteCast(address indexed voter, uint256 proposalId, uint8 support, uint256 votes, string reason);
    event ProposalCanceled(uint256 id);
    event ProposalQueued(uint256 id, uint256 eta);
    event ProposalExecuted(uint256 id);

    constructor(
        IPriorVotes uni_,
        uint256 initialProposalId_,
        uint256 votingDelay_,
        uint256 votingPeriod_,
        uint256 proposalThreshold_,
        uint256 quorumVotes_,
        uint256 delay_
    ) {
        uni = uni_;
        initialProposalId = initialProposalId_;
        proposalCount = initialProposalId_;
        votingDelay = votingDelay_;
        votingPeriod = votingPeriod_;
        proposalThreshold = proposalThreshold_;
        quorumVotes = quorumVotes_;
        delay = delay_;
    }

    function propose(
        address[] memory targets,
        uint256[] memory values,
        string[] memory signatures,
        bytes[] memory calldatas,
        string memory description
    ) external returns (uint256) {
        require(
            uni.getPriorVotes(msg.sender, block.number - 1) > proposalThreshold,
            "GovernorBravo::propose: proposer votes below proposal threshold"
        );
        require(
            targets.length == values.length && targets.length == signatures.length
                && targets.length == calldatas.length,
            "GovernorBravo::propose: proposal function information arity mismatch"
        );
        require(targets.length != 0, "GovernorBravo::propose: must provide actions");
        require(targets.length <= proposalMaxOperations, "GovernorBravo::propose: too many actions");
        uint256 latest = latestProposalIds[msg.sender];
        if (latest != 0) {
            ProposalState latestState = state(latest);
            require(
                latestState != ProposalState.Active && latestState != ProposalState.Pending,
                "GovernorBravo::propose: one live proposal per proposer"
            );
        }
        uint256 id = ++proposalCount;
        Proposal storage proposal = proposals[id];
        proposal.id = id;
        proposal.proposer = msg.sender;
        proposal.targets = targets;
        proposal.values = values;
        proposal.signatures = signatures;
        proposal.calldatas = calldatas;
        // Bravo's rule, which readers rely on: the creation block is startBlock - votingDelay.
        proposal.startBlock = block.number + votingDelay;
        proposal.endBlock = proposal.startBlock + votingPeriod;
        latestProposalIds[msg.sender] = id;
        emit ProposalCreated(
            id,
            msg.sender,
            targets,
            values,
            signatures,
            calldatas,
            proposal.startBlock,
            proposal.endBlock,
            description
        );
        return id;
    }

    function queue(uint256 proposalId) external {
        require(
            state(proposalId) == ProposalState.Succeeded,
            "GovernorBravo::queue: proposal can only be queued if it is succeeded"
        );
        uint256 eta = block.timestamp + delay;
        proposals[proposalId].eta = eta;
        emit ProposalQueued(proposalId, eta);
    }

    function execute(uint256 proposalId) external payable {
        require(
            state(proposalId) == ProposalState.Queued,
            "GovernorBravo::execute: proposal can only be executed if it is queued"
        );
        Proposal storage proposal = proposals[proposalId];
        require(block.timestamp >= proposal.eta, "GovernorBravo::execute: timelock delay not passed");
        proposal.executed = true;
        for (uint256 i = 0; i < proposal.targets.length; i++) {
            bytes memory data = bytes(proposal.signatures[i]).length == 0
                ? proposal.calldatas[i]
                : abi.encodePacked(bytes4(keccak256(bytes(proposal.signatures[i]))), proposal.calldatas[i]);
            (bool success,) = proposal.targets[i].call{value: proposal.values[i]}(data);
            require(success, "GovernorBravo::execute: action reverted");
        }
        emit ProposalExecuted(proposalId);
    }

    /// @notice The proposer may cancel, and anyone once the proposer's votes fell to the threshold.
    function cancel(uint256 proposalId) external {
        require(
            state(proposalId) != ProposalState.Executed,
            "GovernorBravo::cancel: cannot cancel executed proposal"
        );
        Proposal storage proposal = proposals[proposalId];
        require(
            msg.sender == proposal.proposer
                || uni.getPriorVotes(proposal.proposer, block.number - 1) <= proposalThreshold,
            "GovernorBravo::cancel: proposer above threshold"
        );
        proposal.canceled = true;
        emit ProposalCanceled(proposalId);
    }

    function getActions(uint256 proposalId)
        external
        view
        returns (
            address[] memory targets,
            uint256[] memory values,
            string[] memory signatures,
            bytes[] memory calldatas
        )
    {
        Proposal storage proposal = proposals[proposalId];
        return (proposal.targets, proposal.values, proposal.signatures, proposal.calldatas);
    }

    function getReceipt(uint256 proposalId, address voter) external view returns (Receipt memory) {
        return proposals[proposalId].receipts[voter];
    }

    function state(uint256 proposalId) public view returns (ProposalState) {
        require(
            proposalCount >= proposalId && proposalId > initialProposalId,
            "GovernorBravo::state: invalid proposal id"
        );
        Proposal storage proposal = proposals[proposalId];
        if (proposal.canceled) return ProposalState.Canceled;
        if (block.number <= proposal.startBlock) return ProposalState.Pending;
        if (block.number <= proposal.endBlock) return ProposalState.Active;
        if (proposal.forVotes <= proposal.againstVotes || proposal.forVotes < quorumVotes) {
            return ProposalState.Defeated;
        }
        if (proposal.eta == 0) return ProposalState.Succeeded;
        if (proposal.executed) return ProposalState.Executed;
        if (block.timestamp >= proposal.eta + GRACE_PERIOD) return ProposalState.Expired;
        return ProposalState.Queued;
    }

    /// @param support 0 Against, 1 For, 2 Abstain.
    function castVote(uint256 proposalId, uint8 support) external {
        emit VoteCast(msg.sender, proposalId, support, _castVote(msg.sender, proposalId, support), "");
    }

    function castVoteWithReason(uint256 proposalId, uint8 support, string calldata reason) external {
        emit VoteCast(msg.sender, proposalId, support, _castVote(msg.sender, proposalId, support), reason);
    }

    function _castVote(address voter, uint256 proposalId, uint8 support) private returns (uint96) {
        require(state(proposalId) == ProposalState.Active, "GovernorBravo::castVoteInternal: voting is closed");
        require(support <= 2, "GovernorBravo::castVoteInternal: invalid vote type");
        Proposal storage proposal = proposals[proposalId];
        Receipt storage receipt = proposal.receipts[voter];
        require(!receipt.hasVoted, "GovernorBravo::castVoteInternal: voter already voted");
        uint96 votes = uni.getPriorVotes(voter, proposal.startBlock);
        if (support == 0) proposal.againstVotes += votes;
        else if (support == 1) proposal.forVotes += votes;
        else proposal.abstainVotes += votes;
        receipt.hasVoted = true;
        receipt.support = support;
        receipt.votes = votes;
        return votes;
    }
}
