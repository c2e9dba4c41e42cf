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
/// Its gas and fee arithmetic is unchecked: every gas value and fee is below 2^120 (AA94), so sums of a few stay
/// below 2^123 and their products with a fee below 2^243; gas measured is a difference of `gasleft()` readings; a
/// subtraction from a deposit follows its comparison; and deposits, costs and their sums are ether that exists.
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
        uint256[] memory encoded = new uint256[](ops.length);
        uint256 collected = 0;
        unchecked {
            for (uint256 i = 0; i < ops.length; ++i) encoded[i] = _validate(i, ops[i], infos[i]);
            emit BeforeExecution();
            for (uint256 i = 0; i < ops.length; ++i) collected += _execute(i, ops[i], infos[i], encoded[i]);
        }

        (bool paid, ) = beneficiary.call{value: collected}("");
        require(paid, "AA91 failed send to beneficiary");
        _inBundle = false;
    }

    /// The execution of one operation and its postOp, in a frame of its own so that a reverting postOp undoes the
    /// execution too (an operation whose paymaster gave a context; _execute). Only the entry point itself calls it.
    /// `callData` is calldata (the same ABI as a `memory` one, without the decoder's checks), copied for the call.
    function innerHandleOp(bytes calldata callData, OpInfo memory info) external returns (uint256 actualGasCost) {
        uint256 preGas = gasleft();
        require(msg.sender == address(this), "AA92 internal call only");
        if (_lacksExecutionGas(info)) revert InnerOutOfGas();
        bool success = _callAccount(info, callData);
        uint256 gasUsed = _gasSince(preGas) + info.preOpGas;
        if (info.context.length > 0) {
            uint256 gasPrice = _gasPrice(info);
            uint256 prePostOp = gasleft();
            try
                IPaymaster(info.paymaster).postOp{gas: info.postOpGasLimit}(
                    success ? PostOpMode.opSucceeded : PostOpMode.opReverted,
                    info.context,
                    _mul(gasUsed, gasPrice),
                    gasPrice
                )
            {} catch {
                revert PostOpReverted(_returnData());
            }
            gasUsed += _gasSince(prePostOp);
        }
        return _settle(info, gasUsed, success);
    }

    // ---------------------------------------------------------------- validation

    /// Answers the operation's encoding (_encodeOp), which its execution reuses.
    function _validate(
        uint256 i,
        PackedUserOperation calldata op,
        OpInfo memory info
    ) private returns (uint256 encoded) {
        uint256 preGas = gasleft();
        if (op.initCode.length != 0) {
            revert FailedOp(i, "AA13 initCode not supported: wallets are placed, there is no factory");
        }
        // The sender is read (so checked) before the encoding copies its word.
        info.sender = op.sender;
        encoded = _encodeOp(op);
        (uint256 verificationGasLimit, uint256 paymasterVerificationGasLimit) = _unpack(i, encoded, info);
        if (info.sender.code.length == 0) revert FailedOp(i, "AA20 account not deployed");
        if (info.nonce >> 128 != 0 || _nonceUsed[info.sender][info.nonce]) {
            revert FailedOp(i, "AA25 invalid account nonce");
        }
        _nonceUsed[info.sender][info.nonce] = true;
        info.userOpHash = _opHash(encoded);

        uint256 accountData = _validateAccount(i, encoded, info, verificationGasLimit);
        if (_gasSince(preGas) > verificationGasLimit) revert FailedOp(i, "AA26 over verificationGasLimit");
        if (uint160(accountData) != 0) revert FailedOp(i, "AA24 signature error");
        if (_outOfTimeRange(accountData)) revert FailedOp(i, "AA22 expired or not due");

        if (info.paymaster != address(0)) {
            uint256 paymasterData = _validatePaymaster(i, encoded, info, paymasterVerificationGasLimit);
            if (uint160(paymasterData) != 0) revert FailedOp(i, "AA34 signature error");
            if (_outOfTimeRange(paymasterData)) revert FailedOp(i, "AA32 paymaster expired or not due");
        }
        info.preOpGas = _gasSince(preGas) + op.preVerificationGas;
    }

    /// Fills `info` from the packed fields (docs/protocol.md §10.2) and the prefund, read from the operation as
    /// _encodeOp wrote it (the sender is set already); returns verificationGasLimit and paymasterVerificationGasLimit.
    function _unpack(
        uint256 i,
        uint256 tuple,
        OpInfo memory info
    ) private pure returns (uint256 verificationGasLimit, uint256 paymasterVerificationGasLimit) {
        uint256 nonce;
        uint256 accountGasLimits;
        uint256 preVerificationGas;
        uint256 gasFees;
        uint256 pmdLength;
        // paymasterAndData's bytes 0–31 and 32–63 (zero past its end: _encodeOp pads each byte string with a word).
        uint256 pmdHead;
        uint256 pmdNext;
        assembly ("memory-safe") {
            nonce := mload(add(tuple, 32))
            accountGasLimits := mload(add(tuple, 128))
            preVerificationGas := mload(add(tuple, 160))
            gasFees := mload(add(tuple, 192))
            let pmd := add(tuple, mload(add(tuple, 224)))
            pmdLength := mload(pmd)
            pmdHead := mload(add(pmd, 32))
            pmdNext := mload(add(pmd, 64))
        }
        info.nonce = nonce;
        verificationGasLimit = accountGasLimits >> 128;
        info.callGasLimit = uint128(accountGasLimits);
        info.maxPriorityFeePerGas = gasFees >> 128;
        info.maxFeePerGas = uint128(gasFees);
        if (pmdLength > 0) {
            if (pmdLength < 52) revert FailedOp(i, "AA93 invalid paymasterAndData");
            // paymaster (bytes 0–19), paymasterVerificationGasLimit (20–35), paymasterPostOpGasLimit (36–51).
            info.paymaster = address(uint160(pmdHead >> 96));
            paymasterVerificationGasLimit = (uint96(pmdHead) << 32) | (pmdNext >> 224);
            info.postOpGasLimit = uint128(pmdNext >> 96);
        }
        // Each below 2^120, so the prefund's sum and product cannot overflow.
        uint256 all = verificationGasLimit |
            info.callGasLimit |
            paymasterVerificationGasLimit |
            info.postOpGasLimit |
            preVerificationGas |
            info.maxFeePerGas |
            info.maxPriorityFeePerGas;
        if (all > type(uint120).max) revert FailedOp(i, "AA94 gas values overflow");
        unchecked {
            info.prefund =
                (verificationGasLimit +
                    info.callGasLimit +
                    paymasterVerificationGasLimit +
                    info.postOpGasLimit +
                    preVerificationGas) *
                info.maxFeePerGas;
        }
    }

    /// The account's validateUserOp with its gas limit; without a paymaster the account's deposit pays the prefund.
    function _validateAccount(
        uint256 i,
        uint256 encoded,
        OpInfo memory info,
        uint256 verificationGasLimit
    ) private returns (uint256 validationData) {
        bool selfPaid = info.paymaster == address(0);
        uint256 missing = 0;
        if (selfPaid && _deposits[info.sender] < info.prefund) {
            unchecked {
                missing = info.prefund - _deposits[info.sender];
            }
        }
        bytes memory call = _opCall(encoded, IAccount.validateUserOp.selector, info.userOpHash, missing, true);
        (bool ok, bytes memory ret) = info.sender.call{gas: verificationGasLimit}(call);
        if (!ok) revert FailedOpWithRevert(i, "AA23 reverted", ret);
        if (ret.length < 32) revert FailedOp(i, "AA23 reverted: no validation data");
        validationData = abi.decode(ret, (uint256));
        if (selfPaid) {
            uint256 balance = _deposits[info.sender];
            if (balance < info.prefund) revert FailedOp(i, "AA21 didn't pay prefund");
            unchecked {
                _deposits[info.sender] = balance - info.prefund;
            }
        }
    }

    /// The paymaster pays the prefund from its deposit, then validates with its gas limit.
    function _validatePaymaster(
        uint256 i,
        uint256 encoded,
        OpInfo memory info,
        uint256 gasLimit
    ) private returns (uint256 validationData) {
        address paymaster = info.paymaster;
        if (paymaster.code.length == 0) revert FailedOp(i, "AA30 paymaster not deployed");
        uint256 balance = _deposits[paymaster];
        if (balance < info.prefund) revert FailedOp(i, "AA31 paymaster deposit too low");
        unchecked {
            _deposits[paymaster] = balance - info.prefund;
        }
        bytes memory call = _opCall(
            encoded,
            IPaymaster.validatePaymasterUserOp.selector,
            info.userOpHash,
            info.prefund,
            true
        );
        uint256 preGas = gasleft();
        (bool ok, bytes memory ret) = paymaster.call{gas: gasLimit}(call);
        if (!ok) revert FailedOpWithRevert(i, "AA33 reverted", ret);
        if (_gasSince(preGas) > gasLimit) revert FailedOp(i, "AA36 over paymasterVerificationGasLimit");
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
    function _execute(
        uint256 i,
        PackedUserOperation calldata op,
        OpInfo memory info,
        uint256 encoded
    ) private returns (uint256) {
        uint256 preGas = gasleft();
        bytes memory callData = _executionCall(op, encoded, info.userOpHash);
        if (info.context.length == 0) return _executeWithoutPostOp(i, callData, info, preGas);
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
            return _settle(info, _gasSince(preGas) + info.preOpGas, false);
        }
    }

    /// An operation whose paymaster gave no context (or that has no paymaster) has no postOp that could undo its
    /// execution, so the execution runs from this frame, as innerHandleOp would run it, without the inner frame's
    /// call (a sixth of an operation's EVM steps): the same gas check (AA95), revert reason and settlement.
    function _executeWithoutPostOp(
        uint256 i,
        bytes memory callData,
        OpInfo memory info,
        uint256 preGas
    ) private returns (uint256) {
        if (_lacksExecutionGas(info)) revert FailedOp(i, "AA95 out of gas");
        bool success = _callAccount(info, callData);
        return _settle(info, _gasSince(preGas) + info.preOpGas, success);
    }

    /// The operation's execution: `callData` to its account with callGasLimit gas (nothing to call when empty). A
    /// revert is the operation's failure, logged with its reason (UserOperationRevertReason), never the bundle's.
    function _callAccount(OpInfo memory info, bytes memory callData) private returns (bool success) {
        if (callData.length == 0) return true;
        address sender = info.sender;
        uint256 callGas = info.callGasLimit;
        assembly ("memory-safe") {
            success := call(callGas, sender, 0, add(callData, 32), mload(callData), 0, 0)
        }
        if (!success) emit UserOperationRevertReason(info.userOpHash, info.sender, info.nonce, _returnData());
    }

    /// v0.7: callData starting with executeUserOp's selector makes the account's executeUserOp(op, hash) the call;
    /// any other callData is sent to the account as it is.
    function _executionCall(
        PackedUserOperation calldata op,
        uint256 encoded,
        bytes32 userOpHash
    ) private pure returns (bytes memory) {
        bytes calldata callData = op.callData;
        if (callData.length >= 4 && bytes4(callData[0:4]) == EXECUTE_USER_OP) {
            return _opCall(encoded, IAccountExecute.executeUserOp.selector, userOpHash, 0, false);
        }
        return callData;
    }

    // ---------------------------------------------------------------- the operation's encoding, once

    /// Room before an encoded operation: the tuple's size (one word), then a call's length word, selector and head
    /// (32 + 4 + 96 bytes at most, ending where the tuple starts).
    uint256 private constant CALL_ROOM = 192;

    /// Writes the operation's canonical ABI encoding (as a tuple: its nine head words, then initCode, callData,
    /// paymasterAndData and signature, each length, bytes, zero padding) to new memory, CALL_ROOM bytes after its
    /// start, and answers where the tuple begins. Validation and execution call the account and paymaster with it
    /// (_opCall) and the hash reads it (_opHash): the compiler's encoder and calldata accessors, run for each call,
    /// were half of a bundle's EVM steps. The bytes are those of `abi.encode(op)` after its offset word, whatever the
    /// layout of `op` in the bundle's calldata: the byte strings' bounds are checked by their calldata accessors here,
    /// `op.sender` was read (so checked) by _validate before.
    function _encodeOp(PackedUserOperation calldata op) private pure returns (uint256 tuple) {
        bytes calldata initCode = op.initCode;
        bytes calldata callData = op.callData;
        bytes calldata paymasterAndData = op.paymasterAndData;
        bytes calldata signature = op.signature;
        assembly ("memory-safe") {
            tuple := add(mload(0x40), CALL_ROOM)
            // The static words in place (sender, nonce, accountGasLimits, preVerificationGas, gasFees); the byte
            // strings' offsets (head words 2, 3, 7, 8) are set as they are written.
            mstore(tuple, calldataload(op))
            mstore(add(tuple, 32), calldataload(add(op, 32)))
            mstore(add(tuple, 128), calldataload(add(op, 128)))
            mstore(add(tuple, 160), calldataload(add(op, 160)))
            mstore(add(tuple, 192), calldataload(add(op, 192)))
            function put(base, headAt, at, offset, length) -> next {
                mstore(add(base, headAt), at)
                let p := add(base, at)
                mstore(p, length)
                calldatacopy(add(p, 32), offset, length)
                mstore(add(add(p, 32), length), 0)
                next := add(add(at, 32), and(add(length, 31), not(31)))
            }
            let size := put(tuple, 64, 288, initCode.offset, initCode.length)
            size := put(tuple, 96, size, callData.offset, callData.length)
            size := put(tuple, 224, size, paymasterAndData.offset, paymasterAndData.length)
            size := put(tuple, 256, size, signature.offset, signature.length)
            // The tuple's size, in the room's first word (a call's head never reaches it).
            mstore(sub(tuple, CALL_ROOM), size)
            mstore(0x40, add(tuple, size))
        }
    }

    /// `abi.encodeWithSelector(selector, op, userOpHash, word)` (or without `word` when `withWord` is false) over
    /// the operation encoded by _encodeOp: its head is written in the room before it. The answer lives until the
    /// next _opCall of the same operation.
    function _opCall(
        uint256 tuple,
        bytes4 selector,
        bytes32 userOpHash,
        uint256 word,
        bool withWord
    ) private pure returns (bytes memory data) {
        assembly ("memory-safe") {
            let size := mload(sub(tuple, CALL_ROOM))
            let head := 64
            if withWord {
                head := 96
            }
            let start := sub(tuple, add(head, 4))
            data := sub(start, 32)
            mstore(data, add(add(size, head), 4))
            mstore(start, selector)
            mstore(add(start, 4), head)
            mstore(add(start, 36), userOpHash)
            if withWord {
                mstore(add(start, 68), word)
            }
        }
    }

    /// getUserOpHash over the operation encoded by _encodeOp (docs/protocol.md §10.3; the same words as
    /// hashUserOperation with the operation's own gasFees, this entry point and this chain).
    function _opHash(uint256 tuple) private view returns (bytes32 hash) {
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, mload(tuple))
            mstore(add(m, 32), mload(add(tuple, 32)))
            let p := add(tuple, mload(add(tuple, 64)))
            mstore(add(m, 64), keccak256(add(p, 32), mload(p)))
            p := add(tuple, mload(add(tuple, 96)))
            mstore(add(m, 96), keccak256(add(p, 32), mload(p)))
            mstore(add(m, 128), mload(add(tuple, 128)))
            mstore(add(m, 160), mload(add(tuple, 160)))
            mstore(add(m, 192), mload(add(tuple, 192)))
            p := add(tuple, mload(add(tuple, 224)))
            mstore(add(m, 224), keccak256(add(p, 32), mload(p)))
            mstore(m, keccak256(m, 256))
            mstore(add(m, 32), address())
            mstore(add(m, 64), chainid())
            hash := keccak256(m, 96)
        }
    }

    /// Charges the payer gasUsed × gas price (at most the prefund), refunds the rest to its deposit, and logs it.
    function _settle(OpInfo memory info, uint256 gasUsed, bool success) private returns (uint256 actualGasCost) {
        actualGasCost = _mul(gasUsed, _gasPrice(info));
        if (actualGasCost > info.prefund) {
            emit UserOperationPrefundTooLow(info.userOpHash, info.sender, info.nonce);
            actualGasCost = info.prefund;
        }
        address payer = info.paymaster == address(0) ? info.sender : info.paymaster;
        unchecked {
            _deposits[payer] += info.prefund - actualGasCost;
        }
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
        uint256 price;
        unchecked {
            price = block.basefee + info.maxPriorityFeePerGas;
        }
        return price < info.maxFeePerGas ? price : info.maxFeePerGas;
    }

    /// The gas used since `preGas` was read (unchecked: gasleft() only goes down).
    function _gasSince(uint256 preGas) private view returns (uint256 used) {
        unchecked {
            used = preGas - gasleft();
        }
    }

    /// gas × price, unchecked: the gas of one operation stays below 2^123 and a price below 2^120 (AA94).
    function _mul(uint256 gas, uint256 price) private pure returns (uint256 product) {
        unchecked {
            product = gas * price;
        }
    }

    /// Whether the gas left cannot cover the operation's execution and postOp limits (→ AA95), as a call passes on
    /// 63/64 of it (unchecked: the limits are below 2^120, AA94).
    function _lacksExecutionGas(OpInfo memory info) private view returns (bool) {
        unchecked {
            return (gasleft() * 63) / 64 < info.callGasLimit + info.postOpGasLimit + INNER_GAS_OVERHEAD;
        }
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
