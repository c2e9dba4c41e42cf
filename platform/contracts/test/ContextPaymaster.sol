// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {PackedUserOperation, PostOpMode} from "../shared/UserOperations.sol";

/// @title ContextPaymaster — a test paymaster that answers a context, so that SatchelEntryPoint runs its postOp in
///        the operation's inner frame (SatchelPaymaster answers none). It pays for any operation; its postOp logs
///        what it was told, or reverts when told to (the entry point then undoes the execution: PostOpRevertReason).
contract ContextPaymaster {
    bool private _revertPostOp;

    event PostOpCalled(address indexed sender, PostOpMode mode, uint256 actualGasCost);

    function setRevertPostOp(bool on) external {
        _revertPostOp = on;
    }

    function validatePaymasterUserOp(
        PackedUserOperation calldata userOp,
        bytes32,
        uint256
    ) external pure returns (bytes memory context, uint256 validationData) {
        return (abi.encode(userOp.sender), 0);
    }

    function postOp(PostOpMode mode, bytes calldata context, uint256 actualGasCost, uint256) external {
        require(!_revertPostOp, "ContextPaymaster: postOp told to revert");
        emit PostOpCalled(abi.decode(context, (address)), mode, actualGasCost);
    }
}
