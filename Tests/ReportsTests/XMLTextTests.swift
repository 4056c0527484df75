import Reports
import Testing

/// The one XML escaper: entities for the special characters, and nothing XML 1.0 forbids.
@Suite("XMLText: the escaper SVG, HTML and JUnit share")
struct XMLTextTests {
    @Test("the special characters become entities; tab, newline and other text stay")
    func specials() {
        #expect(XMLText.escaped("a < b & \"c\" > 'd'\té\n") == "a &lt; b &amp; &quot;c&quot; &gt; 'd'\té\n")
        #expect(XMLText.escaped("'", apostrophes: true) == "&apos;")
    }

    @Test("controls and the noncharacters U+FFFE and U+FFFF are never written: shown as ? or dropped")
    func forbiddenCharacters() {
        let text = "a\u{1B}b\u{FFFE}c\u{FFFF}d\u{FFFD}"
        #expect(XMLText.escaped(text) == "a?b?c?d\u{FFFD}")
        #expect(XMLText.escaped(text, forbidden: .dropped) == "abcd\u{FFFD}")
    }
}
