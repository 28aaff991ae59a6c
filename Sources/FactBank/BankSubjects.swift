/// The fact tables a bank question's subjects come from.
public enum BankSubjects: Sendable, Hashable {
    case countries, elements, films
}
