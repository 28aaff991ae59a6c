/// A command's options as the stored properties of one value, read back
/// typed through the group: `arguments[Self.option.count]`.
///
///     struct Options: OptionGroup {
///         let count = Option<Int?>.integer("count", in: 1...50, help: Strings.Commands.countOption)
///         var all: [any DeclaredOption] { [count] }
///     }
///
/// `all` lists them in the order help shows them. It is written out rather
/// than found by reflection: each option type's dynamic cast scans every
/// protocol conformance in the binary, which cost 4 ms of every start-up,
/// `stats` included. `OptionGroupTests` proves reflection finds none missing.
protocol OptionGroup: Sendable {
    init()
    var all: [any DeclaredOption] { get }
}

extension OptionGroup {
    /// Every option of the group, in declaration order.
    static var declared: [any DeclaredOption] { Self().all }
}
