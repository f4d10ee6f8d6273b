//! Text from the user made safe to echo in an error message: one line, no terminal
//! escapes, bounded length. Every error path (the binary's printer, clap's errors, the
//! stream's bad-line reports, the VALUE parser's quotes) goes through [`one_line`].

/// Characters of echoed input a message keeps (a VALUE, a path, a bad line).
pub const ECHO: usize = 100;

/// Characters a whole error line keeps.
pub const LINE: usize = 300;

/// `text` as one safe line: control characters escaped as Rust's `escape_debug` writes
/// them (`\n`, `\t`, `\0`, `\u{1b}`), everything else kept, and cut after `max`
/// characters of the result with `...`. Reads at most about `max` characters of `text`,
/// so a 10 MB input costs no more than a short one.
pub fn one_line(text: &str, max: usize) -> String {
    let mut out = String::with_capacity(text.len().min(max) + 3);
    let mut shown = 0;
    for c in text.chars() {
        let start = out.len();
        if c.is_control() {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
        shown += out[start..].chars().count();
        if shown > max {
            out.truncate(start);
            out.push_str("...");
            break;
        }
    }
    out
}

/// [`one_line`] with the limit for echoed input, [`ECHO`].
pub fn echo(text: &str) -> String {
    one_line(text, ECHO)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(echo("e4\nbad"), "e4\\nbad");
        assert_eq!(echo("e4\x1b]0;pwned\x07"), "e4\\u{1b}]0;pwned\\u{7}");
        assert_eq!(echo("a\0b\tc\r"), "a\\0b\\tc\\r");
        assert_eq!(echo("d\u{9b}x"), "d\\u{9b}x");
        // Printable text, quotes and non-ASCII letters are kept as they are.
        assert_eq!(echo("'é' \"x\""), "'é' \"x\"");
    }

    #[test]
    fn long_text_is_cut_with_dots() {
        assert_eq!(echo(&"x".repeat(100)), "x".repeat(100));
        assert_eq!(echo(&"x".repeat(101)), format!("{}...", "x".repeat(100)));
        let cut = one_line(&"\n".repeat(1000), 10);
        assert_eq!(cut, format!("{}...", "\\n".repeat(5)));
        assert_eq!(one_line(&"é".repeat(50), 5), "ééééé...");
    }
}
