//! Splits a VALUE into tokens, each with its 1-based character column.

use super::ParseError;
use crate::bitboard::Square;

/// One token of a VALUE; a word borrows its text from the VALUE.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tok<'a> {
    /// A number literal, already converted, and whether it was written in decimal.
    Number(u64, bool),
    /// A square name, named set or unknown word.
    Word(&'a str),
    /// A range `a1-h8`: a square, `-` and a square with nothing between them.
    Range(Square, Square),
    /// A punctuation operator: `( ) , : ~ ! & \ | ^ + - * / %` or `<<`/`>>` as `<`/`>`.
    Punct(char),
    /// End of input.
    End,
}

/// A token with its text and the column where it starts.
#[derive(Clone, Copy, Debug)]
pub(super) struct Token<'a> {
    pub tok: Tok<'a>,
    pub text: &'a str,
    pub column: usize,
}

/// Tokenizes `input`, failing on the first character or literal that cannot be read.
pub(super) fn tokenize(input: &str) -> Result<Vec<Token<'_>>, ParseError> {
    // Columns count characters; a token's text is sliced by byte offsets.
    let (offsets, chars): (Vec<usize>, Vec<char>) = input.char_indices().unzip();
    let text = |from: usize, to: usize| {
        let byte = |i: usize| offsets.get(i).copied().unwrap_or(input.len());
        &input[byte(from)..byte(to)]
    };
    let word_end = |mut i: usize| {
        while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
            i += 1;
        }
        i
    };
    let mut tokens = Vec::new();
    let mut i = 0;
    let err = |message: String, column: usize| ParseError {
        message,
        input: input.to_string(),
        column: Some(column),
    };
    while i < chars.len() {
        let c = chars[i];
        let column = i + 1;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let tok = if c.is_ascii_alphanumeric() || c == '_' {
            i = word_end(i);
            let word = text(start, i);
            let from = Square::parse(word);
            let to = match chars.get(i) {
                Some('-') if from.is_some() => Square::parse(text(i + 1, word_end(i + 1))),
                _ => None,
            };
            if c.is_ascii_digit() {
                number(word).map_err(|m| err(m, column))?
            } else if let (Some(from), Some(to)) = (from, to) {
                // Only here is `-` not subtraction: `a1-h8` is one token, `a1 - h8` three.
                i = word_end(i + 1);
                Tok::Range(from, to)
            } else {
                Tok::Word(word)
            }
        } else if (c == '<' || c == '>') && chars.get(i + 1) == Some(&c) {
            i += 2;
            Tok::Punct(c)
        } else if "(),:~!&\\|^+-*/%".contains(c) {
            i += 1;
            Tok::Punct(c)
        } else {
            let shown = if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            };
            return Err(err(format!("unexpected character '{shown}'"), column));
        };
        tokens.push(Token {
            tok,
            text: text(start, i),
            column,
        });
    }
    tokens.push(Token {
        tok: Tok::End,
        text: "",
        column: chars.len() + 1,
    });
    Ok(tokens)
}

/// Converts a literal that starts with a digit: `0x`, `0b`, `0o` or decimal, `_` allowed.
fn number(text: &str) -> Result<Tok<'static>, String> {
    let lower = text.to_ascii_lowercase();
    let (digits, radix, kind) = match lower.get(..2) {
        Some("0x") => (&text[2..], 16, "hex"),
        Some("0b") => (&text[2..], 2, "binary"),
        Some("0o") => (&text[2..], 8, "octal"),
        _ => (text, 10, "decimal"),
    };
    let clean: String = digits.chars().filter(|&c| c != '_').collect();
    if clean.is_empty() {
        return Err(format!(
            "missing digits after '{}' in number '{text}'",
            &text[..2]
        ));
    }
    if let Some(bad) = clean.chars().find(|c| !c.is_digit(radix)) {
        return Err(format!("invalid {kind} digit '{bad}' in number '{text}'"));
    }
    u64::from_str_radix(&clean, radix)
        .map(|v| Tok::Number(v, radix == 10))
        .map_err(|_| format!("number '{text}' does not fit in 64 bits"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok<'_>> {
        tokenize(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn reads_numbers_words_and_operators() {
        assert_eq!(
            toks("0xff|e4<<1"),
            vec![
                Tok::Number(255, false),
                Tok::Punct('|'),
                Tok::Word("e4"),
                Tok::Punct('<'),
                Tok::Number(1, true),
                Tok::End
            ]
        );
        assert_eq!(toks("0b1_01"), vec![Tok::Number(5, false), Tok::End]);
        assert_eq!(toks("0o17"), vec![Tok::Number(15, false), Tok::End]);
    }

    #[test]
    fn a_range_is_one_token_only_without_spaces() {
        let sq = |name| Square::parse(name).unwrap();
        assert_eq!(
            toks("a1-h8"),
            vec![Tok::Range(sq("a1"), sq("h8")), Tok::End]
        );
        let minus = |a, b| vec![Tok::Word(a), Tok::Punct('-'), Tok::Word(b), Tok::End];
        assert_eq!(toks("a1 - h8"), minus("a1", "h8"));
        assert_eq!(toks("a1 -h8"), minus("a1", "h8"));
        assert_eq!(toks("a1- h8"), minus("a1", "h8"));
        assert_eq!(toks("e4-rank4"), minus("e4", "rank4"));
        assert_eq!(toks("e4-i9"), minus("e4", "i9"));
        assert_eq!(
            toks("e4-1"),
            vec![
                Tok::Word("e4"),
                Tok::Punct('-'),
                Tok::Number(1, true),
                Tok::End
            ]
        );
        let range = tokenize("x|a1-h8").unwrap()[2];
        assert_eq!((range.text, range.column), ("a1-h8", 3));
    }

    #[test]
    fn rejects_bad_literals() {
        assert!(
            tokenize("0x")
                .unwrap_err()
                .message
                .contains("missing digits")
        );
        assert!(
            tokenize("0xg1")
                .unwrap_err()
                .message
                .contains("invalid hex digit 'g'")
        );
        assert!(
            tokenize("18446744073709551616")
                .unwrap_err()
                .message
                .contains("64 bits")
        );
        assert_eq!(tokenize("1 $").unwrap_err().column, Some(3));
    }
}
