import Foundation
import Testing
import TestSupport

@Suite("CLI transcripts")
struct TranscriptTests {
    @Test("a transcript is the command, both streams and the exit status; arguments are quoted only when they need it")
    func shape() {
        let transcript = Transcript(arguments: ["run", "a b.json5", "--set", "probes=[]", "it's"], stdout: "line\n", stderr: "no newline", status: 2)
        #expect(transcript.text(folder: URL(fileURLWithPath: "/nowhere")) == """
            $ appsim run 'a b.json5' --set 'probes=[]' 'it'\\''s'
            --- stdout
            line
            --- stderr
            no newline
            \\ No newline at end of stream
            --- exit status 2

            """)
    }

    @Test("the working folder becomes $FOLDER and the machine's estimate placeholders; nothing else changes")
    func normalised() {
        let folder = URL(fileURLWithPath: "/tmp/appsim-test-1234")
        #expect(Transcript.normalised("wrote /tmp/appsim-test-1234/out/: about 34 MB and 1 s; about 1,234 MB and 12 min; about 2.5 GB and 3 days\n",
                                      folder: folder)
                == "wrote $FOLDER/out/: about <memory> and <time>; about <memory> and <time>; about <memory> and <time>\n")
        #expect(Transcript.normalised("about 34 sessions and 1 s, 2025-03-08T00:00:00Z\n", folder: folder)
                == "about 34 sessions and 1 s, 2025-03-08T00:00:00Z\n")
    }
}
