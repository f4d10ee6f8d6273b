//! Operands that begin with `-` (`calc '-(1)'`, `show -e4`, `and rank4 -e4`): clap reads
//! such a word as an option unless it follows `--`, and `allow_hyphen_values` on a
//! multi-value operand would swallow the options after it too. So when an operand begins
//! with `-`, the options (with their values) move in front and the operands follow a
//! `--`; a lone `-` (standard input) is an ordinary operand.

use clap::Command;
use std::ffi::OsString;

/// `args` with the options of the innermost subcommand before its operands, and `--`
/// between them, when an operand begins with `-`; `args` unchanged otherwise. `cmd` need
/// not be built: only the subcommands the words name are built (a copy each, to learn
/// their options), so the others' arguments stay deferred; the top level has no operands,
/// so every word there that begins with `-` is an option.
pub fn operands_last(cmd: &Command, args: Vec<OsString>) -> Vec<OsString> {
    // Most command lines have no word that could be such an operand: each word that
    // begins with `-` is an option of the top level, which every subcommand flattens.
    // They need no subcommand built.
    let may_be_operand = |word: &OsString| {
        word.to_str().is_none_or(|text| {
            text.len() > 1 && text.starts_with('-') && option_words(cmd, text).is_none()
        })
    };
    if !args.iter().skip(1).any(may_be_operand) {
        return args;
    }
    let mut head: Vec<OsString> = args.iter().take(1).cloned().collect();
    // The built copy of the innermost subcommand named so far (`None`: the top level).
    let mut named: Option<Command> = None;
    let mut options = Vec::new();
    let mut operands = Vec::new();
    let mut i = 1;
    while i < args.len() {
        let Some(text) = args[i].to_str() else {
            operands.push(args[i].clone());
            i += 1;
            continue;
        };
        if text == "--" {
            operands.extend(args[i + 1..].iter().cloned());
            break;
        }
        let level = named.as_ref().unwrap_or(cmd);
        let top_level_option = named.is_none() && text.starts_with('-');
        if let Some(more) = option_words(level, text).or(top_level_option.then_some(0)) {
            let end = (i + 1 + more).min(args.len());
            options.extend(args[i..end].iter().cloned());
            i = end;
            continue;
        }
        match level.find_subcommand(text).filter(|_| operands.is_empty()) {
            Some(sub) => {
                // Built alone, the copy lacks the version flag the whole tree's build
                // propagates (`show -V`).
                let mut sub = sub.clone().version(env!("CARGO_PKG_VERSION"));
                sub.build();
                head.append(&mut options);
                head.push(args[i].clone());
                named = Some(sub);
            }
            None => operands.push(args[i].clone()),
        }
        i += 1;
    }
    let hyphen = |word: &OsString| {
        let bytes = word.as_encoded_bytes();
        bytes.len() > 1 && bytes[0] == b'-'
    };
    if !operands.iter().any(hyphen) {
        return args;
    }
    head.append(&mut options);
    head.push("--".into());
    head.append(&mut operands);
    head
}

/// The subcommand's name as typed: the first word after the program name that is neither
/// an option of `cmd` (the top level) nor an option's value; `None` when there is none
/// before `--` or a word that is not UTF-8.
pub fn subcommand_word<'a>(cmd: &Command, args: &'a [OsString]) -> Option<&'a str> {
    subcommand_at(cmd, args).map(|(_, word)| word)
}

/// [`subcommand_word`] and its index in `args`.
pub fn subcommand_at<'a>(cmd: &Command, args: &'a [OsString]) -> Option<(usize, &'a str)> {
    let mut i = 1;
    while let Some(text) = args.get(i)?.to_str() {
        if text == "--" {
            return None;
        }
        if text.len() < 2 || !text.starts_with('-') {
            return Some((i, text));
        }
        i += 1 + option_words(cmd, text).unwrap_or(0);
    }
    None
}

/// When `text` is an option of `cmd`: how many following words are its value (0 or 1).
/// Any `--word` counts as an option (clap reports an unknown one); a short cluster counts
/// when its first letter is a known short option and, for flags, every letter is.
fn option_words(cmd: &Command, text: &str) -> Option<usize> {
    if let Some(long) = text.strip_prefix("--") {
        let (name, attached) = match long.split_once('=') {
            Some((name, _)) => (name, true),
            None => (long, false),
        };
        let takes = cmd
            .get_arguments()
            .find(|a| {
                a.get_long() == Some(name) || a.get_all_aliases().is_some_and(|v| v.contains(&name))
            })
            .is_some_and(|a| a.get_action().takes_values());
        return Some(usize::from(takes && !attached));
    }
    let cluster = text.strip_prefix('-').filter(|c| !c.is_empty())?;
    for (at, letter) in cluster.char_indices() {
        let arg = cmd
            .get_arguments()
            .find(|a| a.get_short() == Some(letter))?;
        if arg.get_action().takes_values() {
            // The rest of the word is the value, or the next word is.
            let rest = &cluster[at + letter.len_utf8()..];
            return Some(usize::from(rest.is_empty()));
        }
    }
    Some(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn reordered(line: &str) -> String {
        let cmd = super::super::Cli::command();
        let args = line.split(' ').map(OsString::from).collect();
        let out = operands_last(&cmd, args);
        let words: Vec<_> = out
            .iter()
            .map(|w| w.to_string_lossy().into_owned())
            .collect();
        words.join(" ")
    }

    #[test]
    fn the_version_flag_is_an_option_of_every_subcommand() {
        assert_eq!(reordered("bbtool show -V -e4"), "bbtool show -V -- -e4");
        assert_eq!(reordered("bbtool show -V"), "bbtool show -V");
    }

    #[test]
    fn options_move_before_operands_that_begin_with_a_dash() {
        assert_eq!(
            reordered("bbtool show -e4 -f hex"),
            "bbtool show -f hex -- -e4"
        );
        assert_eq!(
            reordered("bbtool -f hex and rank4 -e4 --json"),
            "bbtool -f hex and --json -- rank4 -e4"
        );
        assert_eq!(
            reordered("bbtool calc -(1) -fhex"),
            "bbtool calc -fhex -- -(1)"
        );
        assert_eq!(
            reordered("bbtool attacks rook d4 --occ -f3"),
            "bbtool attacks rook d4 --occ -f3"
        );
        // Nothing to do: the words stay as typed.
        assert_eq!(reordered("bbtool show e4 -f hex"), "bbtool show e4 -f hex");
        assert_eq!(reordered("bbtool show - -f hex"), "bbtool show - -f hex");
        assert_eq!(reordered("bbtool help show"), "bbtool help show");
    }

    #[test]
    fn the_subcommand_word_follows_the_top_level_options_and_their_values() {
        let cmd = super::super::Cli::command();
        let word = |line: &str| {
            let args: Vec<OsString> = line.split(' ').map(OsString::from).collect();
            subcommand_word(&cmd, &args).map(str::to_string)
        };
        assert_eq!(word("bbtool show e4").as_deref(), Some("show"));
        assert_eq!(
            word("bbtool -f hex --json --method popcnt popcount 1").as_deref(),
            Some("popcount")
        );
        assert_eq!(
            word("bbtool --format=hex -fdec -q --fen startpos fen").as_deref(),
            Some("fen")
        );
        assert_eq!(word("bbtool - show").as_deref(), Some("-"));
        assert_eq!(word("bbtool --json -- show"), None);
        assert_eq!(word("bbtool --json"), None);
    }
}
