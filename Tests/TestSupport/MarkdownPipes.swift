/// How many `|` in `text` are not escaped (preceded by an odd number of backslashes): the cell
/// boundaries a Markdown table row has.
public func unescapedPipes(_ text: some StringProtocol) -> Int {
    var count = 0
    var backslashes = 0
    for character in text {
        if character == "|" && backslashes % 2 == 0 { count += 1 }
        backslashes = character == "\\" ? backslashes + 1 : 0
    }
    return count
}
