/// A command's options as the stored properties of one value, listed by
/// reflection in the order they are written: a new option is one line, and
/// neither the parser nor the help can miss it.
///
///     struct Options: OptionGroup {
///         let count = Option<Int?>.integer("count", in: 1...50, help: Strings.Commands.countOption)
///     }
///
/// Read back typed through the group: `arguments[Self.options.count]`.
protocol OptionGroup: Sendable {
    init()
}

extension OptionGroup {
    /// Every option of the group, in declaration order.
    static var declared: [any DeclaredOption] {
        Mirror(reflecting: Self()).children.compactMap { $0.value as? any DeclaredOption }
    }
}
