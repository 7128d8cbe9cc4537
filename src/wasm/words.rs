//! Objects that cross from wasm to JS as one string of words (outcomes, touch verdicts, errors):
//! an import that builds an object from typed arguments has a signature of its own, and V8
//! compiles a wasm-to-JS wrapper for each distinct signature at every start-up. Built from one
//! string, these imports share the signature of the decoders (`&str` in, an object out). Lists
//! of names (claimable draws, touches) come the same way, as words.

/// `parts`, then `rest`, separated by single spaces, for a writer of wire.js (or the ChessError
/// of error.rs) to split: each part is a word without a space (a code, a name, a number, `-` for
/// none) and `rest` any text.
pub(super) fn fields(parts: &[&str], rest: &str) -> String {
    let mut out =
        String::with_capacity(parts.iter().map(|p| p.len() + 1).sum::<usize>() + rest.len());
    for part in parts {
        debug_assert!(
            !part.is_empty() && !part.contains(' '),
            "a field is one word: {part:?}"
        );
        out.push_str(part);
        out.push(' ');
    }
    out.push_str(rest);
    out
}

/// Starts the next word of a list of words: a space before it unless it is the first.
#[cfg(feature = "js-rules")]
pub(super) fn start_word(words: &mut String) {
    if !words.is_empty() {
        words.push(' ');
    }
}
