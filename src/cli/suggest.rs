//! The valid choices after an unknown name: all of them when they fit on the error
//! line, else the close ones (clap's rule, Jaro similarity above 0.7 by strsim) and the
//! command that lists them all.

/// The longest list of choices an error line spells out in full.
const LISTED: usize = 160;

/// The tail of an "unknown ..." message: ` (valid: a, b, c)` when the list is short,
/// else the close names and `lister`, the command that prints them all.
pub fn choices<'a>(name: &str, valid: impl IntoIterator<Item = &'a str>, lister: &str) -> String {
    let mut names: Vec<&str> = Vec::new();
    for candidate in valid {
        if !names.contains(&candidate) {
            names.push(candidate);
        }
    }
    let all = names.join(", ");
    if all.len() <= LISTED {
        return format!(" (valid: {all})");
    }
    let mut close: Vec<(f64, &str)> = names
        .iter()
        .map(|&n| (strsim::jaro(&name.to_ascii_lowercase(), n), n))
        .filter(|&(score, _)| score > 0.7)
        .collect();
    close.sort_by(|a, b| b.0.total_cmp(&a.0));
    let close: Vec<String> = close
        .iter()
        .take(3)
        .map(|(_, n)| format!("'{n}'"))
        .collect();
    match close.is_empty() {
        true => format!(" (see '{lister}' for all {})", names.len()),
        false => format!(
            " (did you mean {}? '{lister}' lists all {})",
            close.join(" or "),
            names.len()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::choices;

    #[test]
    fn short_lists_are_spelled_out_and_long_ones_suggest() {
        assert_eq!(
            choices("x", ["rook", "bishop", "rook"], "bbtool methods"),
            " (valid: rook, bishop)"
        );
        let many: Vec<String> = (0..40).map(|k| format!("family-{k}")).collect();
        let names = many.iter().map(String::as_str).chain(["popcount"]);
        assert_eq!(
            choices("popcont", names.clone(), "bbtool methods"),
            " (did you mean 'popcount'? 'bbtool methods' lists all 41)"
        );
        assert_eq!(
            choices("zzzzzz", names, "bbtool methods"),
            " (see 'bbtool methods' for all 41)"
        );
    }
}
