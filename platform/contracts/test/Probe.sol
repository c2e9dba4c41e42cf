// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title Probe — a test contract for the platform's EVM tests: reverts of every kind, an event, view functions
/// returning every shape of ABI value, and who called it (`msg.sender`, `tx.origin`, a `tx.origin` guard).
/// Constructor-free, so a raw transaction whose data is its creation code deploys it.
contract Probe {
    struct Position {
        address owner;
        uint256 amount;
        string label;
        bool active;
    }

    struct Holding {
        Position position;
        uint256[] ids;
        bytes32 tag;
    }

    error Denied(address caller, uint256 code);

    event Pinged(address indexed from, string message, uint256 count, uint256 value);

    /// Who called `record` last: the caller, the transaction's origin and the caller's code size.
    event Recorded(address indexed sender, address indexed origin, uint256 senderCodeSize);

    string private _lastMessage;
    uint256 private _count;
    address private _lastSender;
    address private _lastOrigin;

    function fail(string calldata reason) external pure {
        revert(reason);
    }

    function failCustom(uint256 code) external view {
        revert Denied(msg.sender, code);
    }

    /// @dev Panic(0x12): division by zero (a divisor read from storage, so the compiler does not reject it).
    function panic() external view returns (uint256) {
        uint256 zero = _count - _count;
        return 1 / zero;
    }

    /// @dev Panic(0x32): an out-of-bounds array read.
    function panicIndex(uint256 index) external pure returns (uint256) {
        uint256[] memory xs = new uint256[](2);
        return xs[index];
    }

    function ping(string calldata message) external payable returns (uint256) {
        _lastMessage = message;
        _count += 1;
        emit Pinged(msg.sender, message, _count, msg.value);
        return _count;
    }

    /// Records `msg.sender` and `tx.origin` (what a smart-account developer checks: the wallet and the executor).
    function record() external {
        _lastSender = msg.sender;
        _lastOrigin = tx.origin;
        emit Recorded(msg.sender, tx.origin, msg.sender.code.length);
    }

    function callers() external view returns (address sender, address origin) {
        return (_lastSender, _lastOrigin);
    }

    /// The guard many mints use to refuse contracts: only an externally owned account's own transaction passes.
    function onlyOrigin() external view returns (bool) {
        require(msg.sender == tx.origin, "Probe: caller is not the transaction's origin");
        return true;
    }

    function lastMessage() external view returns (string memory) {
        return _lastMessage;
    }

    function count() external view returns (uint256) {
        return _count;
    }

    function position() external pure returns (Position memory) {
        return Position(address(0x00000000000000000000000000000000000000A1), 42, "probe", true);
    }

    function holding() external pure returns (Holding memory h) {
        h.position = Position(address(0x00000000000000000000000000000000000000b2), 7, "nested", false);
        h.ids = new uint256[](3);
        h.ids[0] = 1;
        h.ids[1] = 2;
        h.ids[2] = 3;
        h.tag = keccak256("satchel");
    }

    function numbers() external pure returns (uint256[] memory xs) {
        xs = new uint256[](4);
        xs[0] = 0;
        xs[1] = 1;
        xs[2] = type(uint128).max;
        xs[3] = type(uint256).max;
    }

    function words() external pure returns (string[] memory ws) {
        ws = new string[](3);
        ws[0] = "alpha";
        ws[1] = "";
        ws[2] = unicode"gr\u00fc\u00dfe";
    }

    function blob() external pure returns (bytes memory) {
        return hex"00ff10deadbeef";
    }

    function digest() external pure returns (bytes32) {
        return keccak256("probe");
    }

    function negative() external pure returns (int256) {
        return -123456789;
    }

    function many() external view returns (uint256 n, address self, bool flag, string memory s, int8 small) {
        return (_count, address(this), true, "many", -5);
    }

    function echo(
        uint256[] calldata xs,
        string calldata s
    ) external pure returns (uint256 sum, string memory s2, bytes memory packed) {
        for (uint256 i = 0; i < xs.length; ++i) sum += xs[i];
        s2 = s;
        packed = abi.encodePacked(xs, s);
    }
}
