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

/// Reads tokens one at a time, so a long VALUE is never held as a token list: the parser
/// asks for the next token only when it needs it, and stops at its first error.
pub(super) struct Lexer<'a> {
    input: &'a str,
    /// Byte offset of the next unread character. Every token is ASCII, so until an
    /// error the byte offset is also the count of characters read.
    at: usize,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `input`.
    pub(super) fn new(input: &'a str) -> Lexer<'a> {
        Lexer { input, at: 0 }
    }

    /// The end of the word (letters, digits, `_`) that starts at byte `i`.
    fn word_end(&self, mut i: usize) -> usize {
        let bytes = self.input.as_bytes();
        while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
            i += 1;
        }
        i
    }

    /// The next token (`End` at the end, and on every call after), or the first
    /// character or literal that cannot be read.
    pub(super) fn next_token(&mut self) -> Result<Token<'a>, ParseError> {
        let input = self.input;
        let bytes = input.as_bytes();
        while self.at < bytes.len() && bytes[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
        let start = self.at;
        // Columns count characters; everything before `start` is ASCII.
        let column = start + 1;
        let err = |message: String| ParseError::at(message, input, column);
        let Some(c) = input[start..].chars().next() else {
            return Ok(Token {
                tok: Tok::End,
                text: "",
                column,
            });
        };
        let next = |i: usize| bytes.get(i).copied();
        let tok = if c.is_ascii_alphanumeric() || c == '_' {
            let mut end = self.word_end(start);
            let word = &input[start..end];
            let from = Square::parse(word);
            let to = match next(end) {
                Some(b'-') if from.is_some() => {
                    Square::parse(&input[end + 1..self.word_end(end + 1)])
                }
                _ => None,
            };
            let tok = if c.is_ascii_digit() {
                number(word).map_err(err)?
            } else if let (Some(from), Some(to)) = (from, to) {
                // Only here is `-` not subtraction: `a1-h8` is one token, `a1 - h8` three.
                end = self.word_end(end + 1);
                Tok::Range(from, to)
            } else {
                Tok::Word(word)
            };
            self.at = end;
            tok
        } else if (c == '<' || c == '>') && next(start + 1) == Some(c as u8) {
            self.at += 2;
            Tok::Punct(c)
        } else if "(),:~!&\\|^+-*/%".contains(c) {
            self.at += 1;
            Tok::Punct(c)
        } else {
            let shown = crate::escape::echo(c.encode_utf8(&mut [0; 4]));
            return Err(err(format!("unexpected character '{shown}'")));
        };
        Ok(Token {
            tok,
            text: &input[start..self.at],
            column,
        })
    }
}

/// Every token of `input` up to and including `End` (the lexer's tests).
#[cfg(test)]
fn tokenize(input: &str) -> Result<Vec<Token<'_>>, ParseError> {
    let mut lexer = Lexer::new(input);
    let mut tokens = Vec::new();
    loop {
        let t = lexer.next_token()?;
        tokens.push(t);
        if t.tok == Tok::End {
            return Ok(tokens);
        }
    }
}

/// Converts a literal that starts with a digit: `0x`, `0b`, `0o` or decimal, `_` allowed,
/// and a C or Rust type suffix dropped (see [`without_suffix`]). Works on the literal in
/// place: a 10 MB literal is not copied.
fn number(text: &str) -> Result<Tok<'static>, String> {
    let prefix = text.get(..2).map(str::to_ascii_lowercase);
    let (digits, radix, kind) = match prefix.as_deref() {
        Some("0x") => (&text[2..], 16, "hex"),
        Some("0b") => (&text[2..], 2, "binary"),
        Some("0o") => (&text[2..], 8, "octal"),
        _ => (text, 10, "decimal"),
    };
    let digits = without_suffix(digits);
    let shown = || crate::escape::echo(text);
    let mut clean = digits.chars().filter(|&c| c != '_').peekable();
    if clean.peek().is_none() {
        return Err(format!(
            "missing digits after '{}' in number '{}'",
            &text[..2],
            shown()
        ));
    }
    if let Some(bad) = clean.clone().find(|c| !c.is_digit(radix)) {
        return Err(format!(
            "invalid {kind} digit '{bad}' in number '{}'",
            shown()
        ));
    }
    clean
        .try_fold(0u64, |value, c| {
            let digit = c.to_digit(radix)? as u64;
            value.checked_mul(radix as u64)?.checked_add(digit)
        })
        .map(|v| Tok::Number(v, radix == 10))
        .ok_or_else(|| format!("number '{}' does not fit in 64 bits", shown()))
}

/// The integer suffixes of C that a constant copied from code may carry (`0x...ULL`,
/// `1ul`; matched in any case): every value here is a 64-bit unsigned integer, whatever
/// type the suffix names.
const C_SUFFIXES: [&str; 7] = ["u", "l", "ul", "lu", "ll", "ull", "llu"];

/// `digits` without a trailing C suffix ([`C_SUFFIXES`]) or Rust's `u64` (bbtool's `-f
/// rust` writes `0x..._u64`; the `_` before it is a separator). None of their letters is
/// a digit of any radix, so nothing else is taken for a suffix.
fn without_suffix(digits: &str) -> &str {
    if let Some(rest) = digits.strip_suffix("u64") {
        return rest;
    }
    let rest = digits.trim_end_matches(['u', 'U', 'l', 'L']);
    let suffix = &digits[rest.len()..];
    match C_SUFFIXES.iter().any(|c| c.eq_ignore_ascii_case(suffix)) {
        true => rest,
        false => digits,
    }
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
    fn drops_the_type_suffixes_of_c_and_rust() {
        let one = |text| toks(text)[0];
        for text in [
            "0xffULL", "0xffull", "0xffUL", "0xffLLU", "0xffu", "0xffL", "0xff_u64", "0xffu64",
        ] {
            assert_eq!(one(text), Tok::Number(255, false), "{text}");
        }
        assert_eq!(one("1ul"), Tok::Number(1, true));
        assert_eq!(one("0b101ULL"), Tok::Number(5, false));
        assert_eq!(one("0o17u"), Tok::Number(15, false));
        assert_eq!(
            one("0xffff_ffff_ffff_ffffULL"),
            Tok::Number(u64::MAX, false)
        );
        // Only a whole suffix at the end: anything else is a bad digit, as before.
        for (text, bad) in [
            ("0xffULx", "invalid hex digit 'U'"),
            ("0xffUUL", "invalid hex digit 'U'"),
            ("0xffLLL", "invalid hex digit 'L'"),
            ("0xffu32", "invalid hex digit 'u'"),
            ("12lul", "invalid decimal digit 'l'"),
        ] {
            let message = tokenize(text).unwrap_err().message;
            assert!(message.contains(bad), "{text}: {message}");
        }
        assert!(
            tokenize("0xULL")
                .unwrap_err()
                .message
                .contains("missing digits")
        );
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
