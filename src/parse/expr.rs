//! Recursive-descent evaluation of VALUE expressions on unsigned 64-bit integers with C's
//! operators, precedence and left associativity (see `docs/input.md`): unary `~ - !`, then
//! `* / %`, `+ -`, `<< >>`, `& \`, `^`, `|`; commas (or blanks between squares) join items
//! into a union, tightest of all.

use super::lexer::{Lexer, Tok, Token};
use super::{MAX_DEPTH, ParseError, Scope, named_set};
use crate::bitboard::{Bitboard, Square};
use crate::escape::echo;

/// Evaluates a whole VALUE.
pub(super) fn evaluate(input: &str, scope: &Scope<'_>) -> Result<u64, ParseError> {
    if input.trim().is_empty() {
        return Err(ParseError {
            message: format!(
                "empty value '{}' (expected a number, squares, a named set or an expression)",
                echo(input)
            ),
            input: echo(input),
            column: None,
        });
    }
    let mut lexer = Lexer::new(input);
    let current = lexer.next_token()?;
    let mut parser = Parser {
        input,
        lexer,
        current,
        lex_error: None,
        depth: 0,
        scope,
    };
    let parsed = parser.binary(0).and_then(|value| match parser.peek().tok {
        Tok::End => Ok(value),
        Tok::Punct(')') => Err(parser.error_here("unbalanced ')'")),
        // An operand where an operator belongs: most likely a list without its commas.
        Tok::Word(_) | Tok::Number(..) | Tok::Range(..) | Tok::Punct('(') => {
            let t = parser.peek();
            Err(parser.error_at(
                format!(
                    "expected an operator, found {} (a list joins its items by ',', or \
                     squares alone by blanks)",
                    found(t)
                ),
                t.column,
            ))
        }
        _ => Err(parser.error_here("expected an operator")),
    });
    // A token the lexer could not read ends the parse where it stands; its message is
    // the one to report, not the parser's result or complaint about the stand-in `End`.
    match parser.lex_error.take() {
        Some(e) => Err(e),
        None => parsed,
    }
}

/// A binary operator on u64; `None` only for a division or remainder by zero.
type BinaryOp = fn(u64, u64) -> Option<u64>;

/// Binary operators by level, loosest first, as C's precedence table orders them; `<` and
/// `>` stand for `<<` and `>>`. Shift counts are taken modulo 64, as x86-64's `shl`/`shr`
/// do and as General Setwise Operations (Rotate by Shift) assumes when it writes
/// `x >> -s` for `x >> (64 - s)`.
const LEVELS: &[&[(char, BinaryOp)]] = &[
    &[('|', |a, b| Some(a | b))],
    &[('^', |a, b| Some(a ^ b))],
    &[('&', |a, b| Some(a & b)), ('\\', |a, b| Some(a & !b))],
    &[
        ('<', |a, b| Some(a.wrapping_shl(b as u32))),
        ('>', |a, b| Some(a.wrapping_shr(b as u32))),
    ],
    &[
        ('+', |a, b| Some(a.wrapping_add(b))),
        ('-', |a, b| Some(a.wrapping_sub(b))),
    ],
    &[
        ('*', |a, b| Some(a.wrapping_mul(b))),
        ('/', u64::checked_div),
        ('%', u64::checked_rem),
    ],
];

/// The parser reads one token ahead; memory stays bounded by the nesting depth, whatever
/// the length of the VALUE.
struct Parser<'a> {
    input: &'a str,
    lexer: Lexer<'a>,
    /// The next token, not yet consumed.
    current: Token<'a>,
    /// The lexer's error, once it has met text it cannot read; `current` is then `End`.
    lex_error: Option<ParseError>,
    depth: usize,
    /// The position names beyond squares and named sets.
    scope: &'a Scope<'a>,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Token<'a> {
        self.current
    }

    fn next(&mut self) -> Token<'a> {
        let t = self.current;
        if t.tok != Tok::End {
            self.current = self.lexer.next_token().unwrap_or_else(|e| {
                let column = e.column.unwrap_or(1);
                self.lex_error = Some(e);
                Token {
                    tok: Tok::End,
                    text: "",
                    column,
                }
            });
        }
        t
    }

    fn error_at(&self, message: impl Into<String>, column: usize) -> ParseError {
        ParseError::at(message.into(), self.input, column)
    }

    fn error_here(&self, message: &str) -> ParseError {
        let t = self.peek();
        self.error_at(format!("{message}, found {}", found(t)), t.column)
    }

    fn enter(&mut self, column: usize) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error_at(
                format!("expression nested too deeply (more than {MAX_DEPTH} levels)"),
                column,
            ));
        }
        Ok(())
    }

    /// Left-associative binary operators from `level` down.
    fn binary(&mut self, level: usize) -> Result<u64, ParseError> {
        let Some(ops) = LEVELS.get(level) else {
            return self.unary();
        };
        let mut left = self.binary(level + 1)?;
        loop {
            let t = self.peek();
            let Some(&(_, op)) = ops.iter().find(|(c, _)| t.tok == Tok::Punct(*c)) else {
                break;
            };
            self.next();
            let right = self.binary(level + 1)?;
            left = op(left, right).ok_or_else(|| self.error_at("division by zero", t.column))?;
        }
        Ok(left)
    }

    /// `~x` (complement), `-x` (two's complement), `!x` (C's logical not: 1 for 0, else 0),
    /// or a list.
    fn unary(&mut self) -> Result<u64, ParseError> {
        let t = self.peek();
        match t.tok {
            Tok::Punct(op @ ('~' | '-' | '!')) => {
                self.next();
                self.enter(t.column)?;
                // `-N` for a decimal N is two's complement: only N up to 2^63 fits in 64 bits.
                if let (Tok::Number(n, true), '-') = (self.peek().tok, op)
                    && n > 1 << 63
                {
                    let literal = echo(self.peek().text);
                    return Err(self.error_at(
                        format!(
                            "number '-{literal}' does not fit in 64 bits (a negative decimal \
                             is signed: -9223372036854775808 at least)"
                        ),
                        t.column,
                    ));
                }
                let value = self.unary()?;
                self.depth -= 1;
                Ok(match op {
                    '~' => !value,
                    '-' => value.wrapping_neg(),
                    _ => u64::from(value == 0),
                })
            }
            _ => self.list(),
        }
    }

    /// Items joined by commas, or squares by blanks (`e4 d5`, as `-f squares` prints a
    /// set): their union.
    fn list(&mut self) -> Result<u64, ParseError> {
        let mut after_square = bare_square(self.peek()).is_some();
        let mut value = self.item()?;
        loop {
            let t = self.peek();
            if t.tok == Tok::Punct(',') {
                self.next();
                after_square = bare_square(self.peek()).is_some();
                value |= self.item()?;
            } else if let Some(square) = bare_square(t).filter(|_| after_square) {
                self.next();
                value |= Bitboard::from_square(square).0;
            } else {
                return Ok(value);
            }
        }
    }

    /// A range `a1-h1` (one token from the lexer), a rectangle `b2:g7`, or a primary.
    fn item(&mut self) -> Result<u64, ParseError> {
        let first = self.peek();
        if let Tok::Range(from, to) = first.tok {
            self.next();
            return line(from, to).ok_or_else(|| {
                self.error_at(
                    format!(
                        "range '{}' is not along a rank, file or diagonal",
                        echo(first.text)
                    ),
                    first.column,
                )
            });
        }
        let value = self.primary()?;
        let Some(from) = bare_square(first).filter(|_| self.peek().tok == Tok::Punct(':')) else {
            return Ok(value);
        };
        self.next();
        let after = self.next();
        let to = match after.tok {
            Tok::Word(w) => Square::parse(w),
            _ => None,
        };
        match to {
            Some(to) => Ok(rectangle(from, to)),
            None => Err(self.error_at(
                format!(
                    "expected a square to end the rectangle, found {}",
                    found(after)
                ),
                after.column,
            )),
        }
    }

    fn primary(&mut self) -> Result<u64, ParseError> {
        let t = self.next();
        match t.tok {
            Tok::Number(v, _) => Ok(v),
            Tok::Word(w) if CONSTANT_MACROS.contains(&w) => match self.peek().tok {
                Tok::Punct('(') => {
                    let open = self.next();
                    self.parenthesized(open)
                }
                _ => Err(self.error_at(
                    format!("'{w}' wraps a constant and needs one: {w}(0x...)"),
                    t.column,
                )),
            },
            Tok::Word(w) => match self.scope.lookup(w) {
                Ok(Some(set)) => Ok(set),
                Ok(None) => word(w).ok_or_else(|| self.error_at(unknown_word(w), t.column)),
                Err(message) => Err(self.error_at(message, t.column)),
            },
            Tok::Punct('(') => self.parenthesized(t),
            Tok::End => Err(self.error_at("expected a value, found end of input", t.column)),
            _ => Err(self.error_at(
                format!("expected a value, found '{}'", echo(t.text)),
                t.column,
            )),
        }
    }

    /// The expression after an opening parenthesis `open` (consumed), up to its `)`.
    fn parenthesized(&mut self, open: Token<'a>) -> Result<u64, ParseError> {
        self.enter(open.column)?;
        let value = self.binary(0)?;
        self.depth -= 1;
        if self.peek().tok != Tok::Punct(')') {
            return Err(self.error_here(&format!(
                "missing ')' for the '(' at column {}",
                open.column
            )));
        }
        self.next();
        Ok(value)
    }
}

/// The C macros that make a 64-bit constant, which code copied from the reference pages
/// wraps its constants in (`C64(0x03f79d71b4cb0a89)`, the pages' own macro; `UINT64_C`,
/// `<stdint.h>`'s, as `-f c` prints): each is its argument's value.
const CONSTANT_MACROS: [&str; 2] = ["C64", "UINT64_C"];

/// The square a token names by itself, if it is one.
fn bare_square(t: Token<'_>) -> Option<Square> {
    match t.tok {
        Tok::Word(w) => Square::parse(w),
        _ => None,
    }
}

/// A token as an error message shows it: quoted, or "end of input".
fn found(t: Token<'_>) -> String {
    match t.tok {
        Tok::End => "end of input".to_string(),
        _ => format!("'{}'", echo(t.text)),
    }
}

/// A square or named set.
fn word(w: &str) -> Option<u64> {
    Square::parse(w)
        .map(|s| Bitboard::from_square(s).0)
        .or_else(|| named_set(w).map(|b| b.0))
}

/// The message for a word that is neither a square nor a named set.
fn unknown_word(word: &str) -> String {
    let b = word.as_bytes();
    let w = echo(word);
    let square_like =
        b.len() >= 2 && b[0].is_ascii_alphabetic() && b[1..].iter().all(u8::is_ascii_digit);
    if square_like {
        format!("unknown square '{w}'")
    } else {
        format!("unknown name '{w}' (not a square, number or named set; see 'bbtool sets')")
    }
}

/// The squares from `a` to `b` inclusive along a rank, file or diagonal.
fn line(a: Square, b: Square) -> Option<u64> {
    let (fa, ra) = (a.file().index() as i32, a.rank().index() as i32);
    let (fb, rb) = (b.file().index() as i32, b.rank().index() as i32);
    let (df, dr) = (fb - fa, rb - ra);
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return None;
    }
    let steps = df.abs().max(dr.abs());
    let mut bits = 0u64;
    for i in 0..=steps {
        let f = fa + df.signum() * i;
        let r = ra + dr.signum() * i;
        bits |= 1 << (r * 8 + f);
    }
    Some(bits)
}

/// The rectangle with opposite corners `a` and `b`.
fn rectangle(a: Square, b: Square) -> u64 {
    let (f0, f1) = sorted(a.file().index(), b.file().index());
    let (r0, r1) = sorted(a.rank().index(), b.rank().index());
    let row = (0xFFu64 >> (7 - (f1 - f0))) << f0;
    (r0..=r1).fold(0, |acc, r| acc | row << (8 * r))
}

fn sorted(x: usize, y: usize) -> (usize, usize) {
    if x <= y { (x, y) } else { (y, x) }
}
