// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title SatchelJobManager — where a user operation's call lands (docs/protocol.md §11): the user's wallet calls
///        `initiateJob` from its `executeUserOp`, and the job is recorded once, on the environment's chain.
/// @dev Placed at each environment's `jobManager` (both address sets, docs/user-operations.md); no constructor.
/// The platform reads `JobInitiated` to start the order; the intent itself runs on its target chain.
contract SatchelJobManager {
    mapping(uint256 jobId => address userSWA) private _initiators;

    event JobInitiated(
        uint256 indexed jobId,
        address indexed userSWA,
        address indexed clientSWA,
        address feePayerAddress,
        string intentType,
        bytes jobParameters
    );

    /// Selector 0xbf7b90d7 (§11.2). Only the wallet named `_userSWA` may initiate its job; a job id is taken once.
    /// `_policyInfo` and `_gsnData` are the platform's to check (§10.7), not the chain's.
    function initiateJob(
        uint256 _jobId,
        address _clientSWA,
        address _userSWA,
        address _feePayerAddress,
        bytes calldata _policyInfo,
        bytes calldata _gsnData,
        bytes calldata _jobParameters,
        string calldata _intentType
    ) external {
        require(msg.sender == _userSWA, "SatchelJobManager: caller is not the userSWA");
        require(_initiators[_jobId] == address(0), "SatchelJobManager: job already initiated");
        _initiators[_jobId] = _userSWA;
        _policyInfo;
        _gsnData;
        emit JobInitiated(_jobId, _userSWA, _clientSWA, _feePayerAddress, _intentType, _jobParameters);
    }

    /// The wallet that initiated `jobId`, the zero address when none has.
    function jobInitiator(uint256 jobId) external view returns (address) {
        return _initiators[jobId];
    }
}
