/// The letters with many rules: C, G, J, S, T and W (Philips' comments name the words they fit).
extension DoubleMetaphone.Encoder {
    mutating func encodeC() {
        // Germanic, e.g. 'bacher', 'macher'.
        if current > 1 && !isVowel(current - 2) && matches(current - 1, 3, "ACH")
            && at(current + 2) != "I" && (at(current + 2) != "E" || matches(current - 2, 6, "BACHER", "MACHER")) {
            add("K")
            current += 2
            return
        }
        if current == 0 && matches(current, 6, "CAESAR") {
            add("S")
            current += 2
            return
        }
        if matches(current, 4, "CHIA") {  // 'chianti'
            add("K")
            current += 2
            return
        }
        if matches(current, 2, "CH") {
            if current > 0 && matches(current, 4, "CHAE") {  // 'michael'
                add("K", "X")
                current += 2
                return
            }
            // Greek roots, e.g. 'chemistry', 'chorus'.
            if current == 0 && (matches(current + 1, 5, "HARAC", "HARIS") || matches(current + 1, 3, "HOR", "HYM", "HIA", "HEM"))
                && !matches(0, 5, "CHORE") {
                add("K")
                current += 2
                return
            }
            // Germanic, Greek, or otherwise 'ch' for 'kh'.
            if matches(0, 4, "VAN ", "VON ") || matches(0, 3, "SCH")
                || matches(current - 2, 6, "ORCHES", "ARCHIT", "ORCHID")
                || matches(current + 2, 1, "T", "S")
                || ((matches(current - 1, 1, "A", "O", "U", "E") || current == 0)
                    && matches(current + 2, 1, "L", "R", "N", "M", "B", "H", "F", "V", "W", " ")) {
                add("K")
            } else if current > 0 {
                if matches(0, 2, "MC") { add("K") } else { add("X", "K") }
            } else {
                add("X")
            }
            current += 2
            return
        }
        if matches(current, 2, "CZ") && !matches(current - 2, 4, "WICZ") {  // 'czerny'
            add("S", "X")
            current += 2
            return
        }
        if matches(current + 1, 3, "CIA") {  // 'focaccia'
            add("X")
            current += 3
            return
        }
        if matches(current, 2, "CC") && !(current == 1 && at(0) == "M") {  // not 'McClellan'
            if matches(current + 2, 1, "I", "E", "H") && !matches(current + 2, 2, "HU") {  // 'bellocchio', not 'bacchus'
                if (current == 1 && at(current - 1) == "A") || matches(current - 1, 5, "UCCEE", "UCCES") {
                    add("KS")  // 'accident', 'accede', 'succeed'
                } else {
                    add("X")  // 'bacci', 'bertucci'
                }
                current += 3
            } else {
                add("K")  // Pierce's rule
                current += 2
            }
            return
        }
        if matches(current, 2, "CK", "CG", "CQ") {
            add("K")
            current += 2
            return
        }
        if matches(current, 2, "CI", "CE", "CY") {
            if matches(current, 3, "CIO", "CIE", "CIA") { add("S", "X") } else { add("S") }
            current += 2
            return
        }
        add("K")
        if matches(current + 1, 2, " C", " Q", " G") {  // 'mac caffrey', 'mac gregor'
            current += 3
        } else if matches(current + 1, 1, "C", "K", "Q") && !matches(current + 1, 2, "CE", "CI") {
            current += 2
        } else {
            current += 1
        }
    }

    mutating func encodeG() {
        if at(current + 1) == "H" {
            if current > 0 && !isVowel(current - 1) {
                add("K")
                current += 2
                return
            }
            if current == 0 {  // 'ghislane', 'ghiradelli'
                add(at(current + 2) == "I" ? "J" : "K")
                current += 2
                return
            }
            // Parker's rule: 'hugh', 'bough', 'broughton'.
            if (current > 1 && matches(current - 2, 1, "B", "H", "D"))
                || (current > 2 && matches(current - 3, 1, "B", "H", "D"))
                || (current > 3 && matches(current - 4, 1, "B", "H")) {
                current += 2
                return
            }
            // 'laugh', 'McLaughlin', 'cough', 'gough', 'rough', 'tough'.
            if current > 2 && at(current - 1) == "U" && matches(current - 3, 1, "C", "G", "L", "R", "T") {
                add("F")
            } else if current > 0 && at(current - 1) != "I" {
                add("K")
            }
            current += 2
            return
        }
        if at(current + 1) == "N" {
            if current == 1 && isVowel(0) && !slavoGermanic {
                add("KN", "N")
            } else if !matches(current + 2, 2, "EY") && at(current + 1) != "Y" && !slavoGermanic {  // not 'cagney'
                add("N", "KN")
            } else {
                add("KN")
            }
            current += 2
            return
        }
        if matches(current + 1, 2, "LI") && !slavoGermanic {  // 'tagliaro'
            add("KL", "L")
            current += 2
            return
        }
        // -ges-, -gep-, -gel-, -gie- at the beginning.
        if current == 0 && (at(current + 1) == "Y"
            || matches(current + 1, 2, "ES", "EP", "EB", "EL", "EY", "IB", "IL", "IN", "IE", "EI", "ER")) {
            add("K", "J")
            current += 2
            return
        }
        // -ger-, -gy-.
        if (matches(current + 1, 2, "ER") || at(current + 1) == "Y") && !matches(0, 6, "DANGER", "RANGER", "MANGER")
            && !matches(current - 1, 1, "E", "I") && !matches(current - 1, 3, "RGY", "OGY") {
            add("K", "J")
            current += 2
            return
        }
        // Italian, e.g. 'biaggi'.
        if matches(current + 1, 1, "E", "I", "Y") || matches(current - 1, 4, "AGGI", "OGGI") {
            if matches(0, 4, "VAN ", "VON ") || matches(0, 3, "SCH") || matches(current + 1, 2, "ET") {
                add("K")  // obviously Germanic
            } else if matches(current + 1, 4, "IER ") {
                add("J")  // a French ending is always soft
            } else {
                add("J", "K")
            }
            current += 2
            return
        }
        current += at(current + 1) == "G" ? 2 : 1
        add("K")
    }

    mutating func encodeJ() {
        // Obviously Spanish: 'jose', 'san jacinto'.
        if matches(current, 4, "JOSE") || matches(0, 4, "SAN ") {
            if (current == 0 && at(current + 4) == " ") || matches(0, 4, "SAN ") {
                add("H")
            } else {
                add("J", "H")
            }
            current += 1
            return
        }
        if current == 0 && !matches(current, 4, "JOSE") {
            add("J", "A")  // Yankelovich / Jankelowicz
        } else if isVowel(current - 1) && !slavoGermanic && (at(current + 1) == "A" || at(current + 1) == "O") {
            add("J", "H")  // Spanish, e.g. 'bajador'
        } else if current == last {
            add("J", " ")
        } else if !matches(current + 1, 1, "L", "T", "K", "S", "N", "M", "B", "Z") && !matches(current - 1, 1, "S", "K", "L") {
            add("J")
        }
        current += at(current + 1) == "J" ? 2 : 1
    }

    mutating func encodeS() {
        if matches(current - 1, 3, "ISL", "YSL") {  // 'island', 'isle', 'carlisle', 'carlysle'
            current += 1
            return
        }
        if current == 0 && matches(current, 5, "SUGAR") {
            add("X", "S")
            current += 1
            return
        }
        if matches(current, 2, "SH") {
            if matches(current + 1, 4, "HEIM", "HOEK", "HOLM", "HOLZ") { add("S") } else { add("X") }  // Germanic
            current += 2
            return
        }
        if matches(current, 3, "SIO", "SIA") || matches(current, 4, "SIAN") {  // Italian and Armenian
            if slavoGermanic { add("S") } else { add("S", "X") }
            current += 3
            return
        }
        // 'smith' matches 'schmidt', 'snider' 'schneider'; -sz- in Slavic languages.
        if (current == 0 && matches(current + 1, 1, "M", "N", "L", "W")) || matches(current + 1, 1, "Z") {
            add("S", "X")
            current += matches(current + 1, 1, "Z") ? 2 : 1
            return
        }
        if matches(current, 2, "SC") {
            if at(current + 2) == "H" {  // Schlesinger's rule
                if matches(current + 3, 2, "OO", "ER", "EN", "UY", "ED", "EM") {  // Dutch, e.g. 'school', 'schooner'
                    if matches(current + 3, 2, "ER", "EN") { add("X", "SK") } else { add("SK") }  // 'schermerhorn', 'schenker'
                } else if current == 0 && !isVowel(3) && at(3) != "W" {
                    add("X", "S")
                } else {
                    add("X")
                }
                current += 3
                return
            }
            if matches(current + 2, 1, "I", "E", "Y") { add("S") } else { add("SK") }
            current += 3
            return
        }
        if current == last && matches(current - 2, 2, "AI", "OI") {  // French, e.g. 'resnais', 'artois'
            add("", "S")
        } else {
            add("S")
        }
        current += matches(current + 1, 1, "S", "Z") ? 2 : 1
    }

    mutating func encodeT() {
        if matches(current, 4, "TION") || matches(current, 3, "TIA", "TCH") {
            add("X")
            current += 3
            return
        }
        if matches(current, 2, "TH") || matches(current, 3, "TTH") {
            // 'thomas', 'thames', or Germanic.
            if matches(current + 2, 2, "OM", "AM") || matches(0, 4, "VAN ", "VON ") || matches(0, 3, "SCH") {
                add("T")
            } else {
                add("0", "T")
            }
            current += 2
            return
        }
        current += matches(current + 1, 1, "T", "D") ? 2 : 1
        add("T")
    }

    mutating func encodeW() {
        if matches(current, 2, "WR") {
            add("R")
            current += 2
            return
        }
        if current == 0 && (isVowel(current + 1) || matches(current, 2, "WH")) {
            if isVowel(current + 1) { add("A", "F") } else { add("A") }  // Wasserman ~ Vasserman; Uomo ~ Womo
        }
        // Arnow ~ Arnoff.
        if (current == last && isVowel(current - 1)) || matches(current - 1, 5, "EWSKI", "EWSKY", "OWSKI", "OWSKY")
            || matches(0, 3, "SCH") {
            add("", "F")
            current += 1
            return
        }
        if matches(current, 4, "WICZ", "WITZ") {  // Polish, e.g. 'filipowicz'
            add("TS", "FX")
            current += 4
            return
        }
        current += 1
    }
}
