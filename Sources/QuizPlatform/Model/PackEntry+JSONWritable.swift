/// A pack entry as its synthesized `Encodable` writes it: members in
/// declaration order, absent optionals left out (pretty output sorts them).
extension PackEntry: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("text", text)
            json.member("correct", correct)
            json.member("incorrect", incorrect)
            json.member("category", ifPresent: category)
            json.member("difficulty", ifPresent: difficulty)
        }
    }
}
