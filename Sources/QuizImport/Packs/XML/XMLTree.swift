/// An XML element as a pack reader needs it: its name, attributes, children
/// and the line its start tag is on (for `FILE:LINE` problems).
struct XMLTree: Sendable, Hashable {
    enum Child: Sendable, Hashable {
        case element(XMLTree)
        case text(String)
    }

    var name: String
    var attributes: [String: String]
    var children: [Child]
    var line: Int

    /// The child elements named `name`.
    func elements(_ name: String) -> [XMLTree] {
        children.compactMap {
            if case .element(let element) = $0, element.name == name { element } else { nil }
        }
    }

    /// The first child element named `name`.
    func element(_ name: String) -> XMLTree? { elements(name).first }

    /// All the text inside, CDATA included, in order.
    var text: String {
        children.map {
            switch $0 {
            case .text(let text): text
            case .element(let element): element.text
            }
        }.joined()
    }
}
