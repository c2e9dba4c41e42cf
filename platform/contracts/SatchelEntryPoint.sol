// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {PackedUserOperation, PostOpMode, SIG_VALIDATION_FAILED, hashUserOperation} from "./shared/UserOperations.sol";

interface IAccount {
    function validateUserOp(
        PackedUserOperation calldata userOp,
        bytes32 userOpHash,
        uint256 missingAccountFunds
    ) external returns (uint256 validationData);
}

interface IAccountExecute {
    function executeUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash) external;
}

interface IPaymaster {
    function validatePaymasterUserOp(
        PackedUserOperation calldata userOp,
        bytes32 userOpHash,
        uint256 maxCost
    ) external returns (bytes memory context, uint256 validationData);

    function postOp(PostOpMode mode, bytes calldata context, uint256 actualGasCost, uint256 actualUserOpFeePerGas)
        external;
}

/// @title SatchelEntryPoint — the ERC-4337 v0.7 entry point of an environment's chain (issue 41).
/// @dev This repository's own implementation of the ERC's rules (docs/user-operations.md "The contracts"), placed at
/// each environment's `entryPoint` of both address sets; no constructor, no immutables. Departures from the ERC:
/// - nonces are not sequential: the nonce is the operation's job UUID (high 128 bits zero, docs/protocol.md §1.3),
///   used once per sender (`nonceUsed`); there is no `getNonce`;
/// - no factories (a non-empty initCode is refused, AA13: wallets are placed, docs/accounts.md), no aggregators,
///   no stakes, no simulation functions, no penalty on unused execution gas.
/// handleOps validates every operation first (a failure reverts the bundle with FailedOp), then executes each; an
/// execution revert is the operation's failure (UserOperationRevertReason, success false), not the bundle's.
contract SatchelEntryPoint {
    /// What validation learns of an operation and execution needs.
    struct OpInfo {
        address sender;
        uint256 nonce;
        bytes32 userOpHash;
        address paymaster;
        uint256 callGasLimit;
        uint256 postOpGasLimit;
        uint256 maxFeePerGas;
        uint256 maxPriorityFeePerGas;
        uint256 prefund;
        uint256 preOpGas;
        bytes context;
    }

    bytes4 private constant EXECUTE_USER_OP = 0x8dd7712f;
    /// Revert data kept in UserOperationRevertReason / PostOpRevertReason at most (bytes).
    uint256 private constant REVERT_REASON_MAX = 2048;
    /// Gas the inner frame needs besides the operation's own limits (accounting, events).
    uint256 private constant INNER_GAS_OVERHEAD = 10_000;
    mapping(address account => uint256) private _deposits;
    mapping(address sender => mapping(uint256 nonce => bool)) private _nonceUsed;
    /// handleOps is running (no bundle inside a bundle).
    bool private _inBundle;

    event Deposited(address indexed account, uint256 totalDeposit);
    event Withdrawn(address indexed account, address withdrawAddress, uint256 amount);
    event BeforeExecution();
    event UserOperationEvent(
        bytes32 indexed userOpHash,
        address indexed sender,
        address indexed paymaster,
        uint256 nonce,
        bool success,
        uint256 actualGasCost,
        uint256 actualGasUsed
    );
    event UserOperationRevertReason(
        bytes32 indexed userOpHash,
        address indexed sender,
        uint256 nonce,
        bytes revertReason
    );
    event PostOpRevertReason(bytes32 indexed userOpHash, address indexed sender, uint256 nonce, bytes revertReason);
    event UserOperationPrefundTooLow(bytes32 indexed userOpHash, address indexed sender, uint256 nonce);

    error FailedOp(uint256 opIndex, string reason);
    error FailedOpWithRevert(uint256 opIndex, string reason, bytes inner);
    /// The inner frame of an operation's execution: the bundle carried too little gas (→ AA95), or postOp reverted.
    error InnerOutOfGas();
    error PostOpReverted(bytes reason);

    /// Native value sent to the entry point is a deposit of the sender (an account paying its prefund).
    receive() external payable {
        depositTo(msg.sender);
    }

    // ---------------------------------------------------------------- deposits

    function depositTo(address account) public payable {
        uint256 total = _deposits[account] + msg.value;
        _deposits[account] = total;
        emit Deposited(account, total);
    }

    function balanceOf(address account) external view returns (uint256) {
        return _deposits[account];
    }

    /// Withdraws from the caller's own deposit.
    function withdrawTo(address payable withdrawAddress, uint256 amount) external {
        uint256 balance = _deposits[msg.sender];
        require(amount <= balance, "SatchelEntryPoint: amount exceeds the deposit");
        _deposits[msg.sender] = balance - amount;
        emit Withdrawn(msg.sender, withdrawAddress, amount);
        (bool sent, ) = withdrawAddress.call{value: amount}("");
        require(sent, "SatchelEntryPoint: withdrawal failed");
    }

    // ---------------------------------------------------------------- nonces and hashes

    /// Whether `sender` has used `nonce` (a job UUID as an integer) in an operation already.
    function nonceUsed(address sender, uint256 nonce) external view returns (bool) {
        return _nonceUsed[sender][nonce];
    }

    /// docs/protocol.md §10.3 with this entry point and this chain (viem's getUserOperationHash, v0.7).
    function getUserOpHash(PackedUserOperation calldata op) public view returns (bytes32) {
        return hashUserOperation(op, op.gasFees, address(this));
    }

    // ---------------------------------------------------------------- bundles

    function handleOps(PackedUserOperation[] calldata ops, address payable beneficiary) external {
        require(!_inBundle, "SatchelEntryPoint: reentrant call");
        _inBundle = true;
        require(beneficiary != address(0), "AA90 invalid beneficiary");

        OpInfo[] memory infos = new OpInfo[](ops.length);
        for (uint256 i = 0; i < ops.length; ++i) _validate(i, ops[i], infos[i]);
        emit BeforeExecution();
        uint256 collected = 0;
        for (uint256 i = 0; i < ops.length; ++i) collected += _execute(i, ops[i], infos[i]);

        (bool paid, ) = beneficiary.call{value: collected}("");
        require(paid, "AA91 failed send to beneficiary");
        _inBundle = false;
    }

    /// The execution of one operation and its postOp, in a frame of its own so that a reverting postOp undoes the
    /// execution too. Only the entry point itself calls it.
    function innerHandleOp(bytes memory callData, OpInfo memory info) external returns (uint256 actualGasCost) {
        uint256 preGas = gasleft();
        require(msg.sender == address(this), "AA92 internal call only");
        if ((gasleft() * 63) / 64 < info.callGasLimit + info.postOpGasLimit + INNER_GAS_OVERHEAD) {
            revert InnerOutOfGas();
        }
        bool success = true;
        if (callData.length > 0) {
            address sender = info.sender;
            uint256 callGas = info.callGasLimit;
            assembly ("memory-safe") {
                success := call(callGas, sender, 0, add(callData, 32), mload(callData), 0, 0)
            }
            if (!success) {
                emit UserOperationRevertReason(info.userOpHash, info.sender, info.nonce, _returnData());
            }
        }
        uint256 gasUsed = preGas - gasleft() + info.preOpGas;
        if (info.context.length > 0) {
            uint256 gasPrice = _gasPrice(info);
            uint256 prePostOp = gasleft();
            try
                IPaymaster(info.paymaster).postOp{gas: info.postOpGasLimit}(
                    success ? PostOpMode.opSucceeded : PostOpMode.opReverted,
                    info.context,
                    gasUsed * gasPrice,
                    gasPrice
                )
            {} catch {
                revert PostOpReverted(_returnData());
            }
            gasUsed += prePostOp - gasleft();
        }
        return _settle(info, gasUsed, success);
    }

    // ---------------------------------------------------------------- validation

    function _validate(uint256 i, PackedUserOperation calldata op, OpInfo memory info) private {
        uint256 preGas = gasleft();
        if (op.initCode.length != 0) {
            revert FailedOp(i, "AA13 initCode not supported: wallets are placed, there is no factory");
        }
        uint256 verificationGasLimit = _unpack(i, op, info);
        if (info.sender.code.length == 0) revert FailedOp(i, "AA20 account not deployed");
        if (info.nonce >> 128 != 0 || _nonceUsed[info.sender][info.nonce]) {
            revert FailedOp(i, "AA25 invalid account nonce");
        }
        _nonceUsed[info.sender][info.nonce] = true;
        info.userOpHash = getUserOpHash(op);

        uint256 accountData = _validateAccount(i, op, info, verificationGasLimit);
        if (preGas - gasleft() > verificationGasLimit) revert FailedOp(i, "AA26 over verificationGasLimit");
        if (uint160(accountData) != 0) revert FailedOp(i, "AA24 signature error");
        if (_outOfTimeRange(accountData)) revert FailedOp(i, "AA22 expired or not due");

        if (info.paymaster != address(0)) {
            uint256 paymasterData = _validatePaymaster(i, op, info);
            if (uint160(paymasterData) != 0) revert FailedOp(i, "AA34 signature error");
            if (_outOfTimeRange(paymasterData)) revert FailedOp(i, "AA32 paymaster expired or not due");
        }
        info.preOpGas = preGas - gasleft() + op.preVerificationGas;
    }

    /// Fills `info` from the packed fields (docs/protocol.md §10.2) and the prefund; returns verificationGasLimit.
    function _unpack(
        uint256 i,
        PackedUserOperation calldata op,
        OpInfo memory info
    ) private pure returns (uint256 verificationGasLimit) {
        info.sender = op.sender;
        info.nonce = op.nonce;
        verificationGasLimit = uint256(op.accountGasLimits) >> 128;
        info.callGasLimit = uint128(uint256(op.accountGasLimits));
        info.maxPriorityFeePerGas = uint256(op.gasFees) >> 128;
        info.maxFeePerGas = uint128(uint256(op.gasFees));
        uint256 paymasterVerificationGasLimit = 0;
        bytes calldata pmd = op.paymasterAndData;
        if (pmd.length > 0) {
            if (pmd.length < 52) revert FailedOp(i, "AA93 invalid paymasterAndData");
            info.paymaster = address(bytes20(pmd[0:20]));
            paymasterVerificationGasLimit = uint128(bytes16(pmd[20:36]));
            info.postOpGasLimit = uint128(bytes16(pmd[36:52]));
        }
        // Each below 2^120, so the prefund's sum and product cannot overflow.
        uint256 all = verificationGasLimit |
            info.callGasLimit |
            paymasterVerificationGasLimit |
            info.postOpGasLimit |
            op.preVerificationGas |
            info.maxFeePerGas |
            info.maxPriorityFeePerGas;
        if (all > type(uint120).max) revert FailedOp(i, "AA94 gas values overflow");
        info.prefund =
            (verificationGasLimit +
                info.callGasLimit +
                paymasterVerificationGasLimit +
                info.postOpGasLimit +
                op.preVerificationGas) *
            info.maxFeePerGas;
    }

    /// The account's validateUserOp with its gas limit; without a paymaster the account's deposit pays the prefund.
    function _validateAccount(
        uint256 i,
        PackedUserOperation calldata op,
        OpInfo memory info,
        uint256 verificationGasLimit
    ) private returns (uint256 validationData) {
        bool selfPaid = info.paymaster == address(0);
        uint256 missing = 0;
        if (selfPaid && _deposits[info.sender] < info.prefund) missing = info.prefund - _deposits[info.sender];
        bytes memory call = abi.encodeCall(IAccount.validateUserOp, (op, info.userOpHash, missing));
        (bool ok, bytes memory ret) = info.sender.call{gas: verificationGasLimit}(call);
        if (!ok) revert FailedOpWithRevert(i, "AA23 reverted", ret);
        if (ret.length < 32) revert FailedOp(i, "AA23 reverted: no validation data");
        validationData = abi.decode(ret, (uint256));
        if (selfPaid) {
            uint256 balance = _deposits[info.sender];
            if (balance < info.prefund) revert FailedOp(i, "AA21 didn't pay prefund");
            _deposits[info.sender] = balance - info.prefund;
        }
    }

    /// The paymaster pays the prefund from its deposit, then validates with its gas limit.
    function _validatePaymaster(
        uint256 i,
        PackedUserOperation calldata op,
        OpInfo memory info
    ) private returns (uint256 validationData) {
        address paymaster = info.paymaster;
        if (paymaster.code.length == 0) revert FailedOp(i, "AA30 paymaster not deployed");
        uint256 balance = _deposits[paymaster];
        if (balance < info.prefund) revert FailedOp(i, "AA31 paymaster deposit too low");
        _deposits[paymaster] = balance - info.prefund;
        uint256 gasLimit = uint128(bytes16(op.paymasterAndData[20:36]));
        bytes memory call = abi.encodeCall(IPaymaster.validatePaymasterUserOp, (op, info.userOpHash, info.prefund));
        uint256 preGas = gasleft();
        (bool ok, bytes memory ret) = paymaster.call{gas: gasLimit}(call);
        if (!ok) revert FailedOpWithRevert(i, "AA33 reverted", ret);
        if (preGas - gasleft() > gasLimit) revert FailedOp(i, "AA36 over paymasterVerificationGasLimit");
        if (ret.length < 96) revert FailedOp(i, "AA33 reverted: no validation data");
        (info.context, validationData) = abi.decode(ret, (bytes, uint256));
        if (info.context.length > 0 && info.postOpGasLimit == 0) {
            revert FailedOp(i, "AA33 reverted: a context needs paymasterPostOpGasLimit");
        }
    }

    /// validUntil (bits 160–207, 0 = no end) and validAfter (bits 208–255) of ERC-4337 validation data.
    function _outOfTimeRange(uint256 validationData) private view returns (bool) {
        uint256 validUntil = uint48(validationData >> 160);
        uint256 validAfter = validationData >> 208;
        if (validUntil == 0) validUntil = type(uint48).max;
        return block.timestamp > validUntil || block.timestamp < validAfter;
    }

    // ---------------------------------------------------------------- execution

    /// Runs one validated operation; returns what its payer was charged (owed to the beneficiary).
    function _execute(uint256 i, PackedUserOperation calldata op, OpInfo memory info) private returns (uint256) {
        uint256 preGas = gasleft();
        bytes memory callData = _executionCall(op, info.userOpHash);
        try this.innerHandleOp(callData, info) returns (uint256 actualGasCost) {
            return actualGasCost;
        } catch (bytes memory reason) {
            bytes4 selector = bytes4(reason);
            if (reason.length >= 4 && selector == InnerOutOfGas.selector) revert FailedOp(i, "AA95 out of gas");
            if (reason.length >= 4 && selector == PostOpReverted.selector) {
                // Drop the selector in place: the length word moves 4 bytes on, over it.
                assembly ("memory-safe") {
                    let length := mload(reason)
                    reason := add(reason, 4)
                    mstore(reason, sub(length, 4))
                }
                emit PostOpRevertReason(info.userOpHash, info.sender, info.nonce, abi.decode(reason, (bytes)));
            }
            // Execution and postOp are undone; the payer pays for all the gas, and the operation failed.
            return _settle(info, preGas - gasleft() + info.preOpGas, false);
        }
    }

    /// v0.7: callData starting with executeUserOp's selector makes the account's executeUserOp(op, hash) the call;
    /// any other callData is sent to the account as it is.
    function _executionCall(PackedUserOperation calldata op, bytes32 userOpHash) private pure returns (bytes memory) {
        bytes calldata callData = op.callData;
        if (callData.length >= 4 && bytes4(callData[0:4]) == EXECUTE_USER_OP) {
            return abi.encodeCall(IAccountExecute.executeUserOp, (op, userOpHash));
        }
        return callData;
    }

    /// Charges the payer gasUsed × gas price (at most the prefund), refunds the rest to its deposit, and logs it.
    function _settle(OpInfo memory info, uint256 gasUsed, bool success) private returns (uint256 actualGasCost) {
        actualGasCost = gasUsed * _gasPrice(info);
        if (actualGasCost > info.prefund) {
            emit UserOperationPrefundTooLow(info.userOpHash, info.sender, info.nonce);
            actualGasCost = info.prefund;
        }
        address payer = info.paymaster == address(0) ? info.sender : info.paymaster;
        _deposits[payer] += info.prefund - actualGasCost;
        emit UserOperationEvent(
            info.userOpHash,
            info.sender,
            info.paymaster,
            info.nonce,
            success,
            actualGasCost,
            gasUsed
        );
    }

    /// min(maxFeePerGas, basefee + maxPriorityFeePerGas).
    function _gasPrice(OpInfo memory info) private view returns (uint256) {
        if (info.maxFeePerGas == info.maxPriorityFeePerGas) return info.maxFeePerGas;
        uint256 price = block.basefee + info.maxPriorityFeePerGas;
        return price < info.maxFeePerGas ? price : info.maxFeePerGas;
    }

    /// The last call's return data, at most REVERT_REASON_MAX bytes.
    function _returnData() private pure returns (bytes memory data) {
        assembly ("memory-safe") {
            let size := returndatasize()
            if gt(size, REVERT_REASON_MAX) {
                size := REVERT_REASON_MAX
            }
            data := mload(0x40)
            mstore(data, size)
            returndatacopy(add(data, 32), 0, size)
            mstore(0x40, add(add(data, 32), and(add(size, 31), not(31))))
        }
    }
}
