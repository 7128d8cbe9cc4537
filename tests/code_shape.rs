//! The shape of the code in `src/`: no file over 600 lines and no function over 120, so that each
//! file stays one concept a reader can hold and each function one step they can follow; and no
//! two modules that import each other (a module may use its parent's items and its children's,
//! but between any other two the dependency goes one way).
//!
//! The function scan is a lexer just good enough for this crate's style: it skips comments,
//! strings (raw ones too) and character literals, and counts a function from its `fn` line to
//! the line of the brace that closes its body.
//!
//! The page's files (`www/`) are held to the same 600 lines.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const MAX_FILE_LINES: usize = 600;
const MAX_FN_LINES: usize = 120;

fn files_with(dir: &Path, extensions: &[&str], out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("a readable directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            files_with(&path, extensions, out);
        } else if path
            .extension()
            .is_some_and(|e| extensions.iter().any(|x| e == *x))
        {
            out.push(path);
        }
    }
}

fn sources() -> Vec<(String, String)> {
    read_all("src", &["rs"])
}

/// The page's own files: its scripts, styles and markup.
fn page_sources() -> Vec<(String, String)> {
    read_all("www", &["js", "css", "html"])
}

fn read_all(dir: &str, extensions: &[&str]) -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    files_with(&root.join(dir), extensions, &mut files);
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let name = path
                .strip_prefix(root)
                .expect("under the crate")
                .to_string_lossy()
                .replace('\\', "/");
            let text = fs::read_to_string(&path).expect("a UTF-8 source file");
            (name, text)
        })
        .collect()
}

/// The text with comments, strings and character literals blanked out (newlines kept), so that
/// only code braces remain.
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank = |out: &mut String, s: &[u8]| {
        for &c in s {
            out.push(if c == b'\n' { '\n' } else { ' ' });
        }
    };
    while i < b.len() {
        let rest = &b[i..];
        let end = if rest.starts_with(b"//") {
            rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len())
        } else if rest.starts_with(b"/*") {
            block_comment_len(rest)
        } else if rest.starts_with(b"r\"") || rest.starts_with(b"r#") {
            raw_string_len(rest)
        } else if rest[0] == b'"' {
            string_len(rest)
        } else if rest[0] == b'\'' {
            char_literal_len(rest)
        } else {
            0
        };
        if end > 0 {
            blank(&mut out, &rest[..end]);
            i += end;
        } else {
            // Whole characters, so that the output stays valid UTF-8.
            let c = text[i..].chars().next().expect("inside the text");
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

fn block_comment_len(s: &[u8]) -> usize {
    let mut depth = 0;
    let mut i = 0;
    while i + 1 < s.len() {
        match &s[i..i + 2] {
            b"/*" => {
                depth += 1;
                i += 2;
            }
            b"*/" => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return i;
                }
            }
            _ => i += 1,
        }
    }
    s.len()
}

fn string_len(s: &[u8]) -> usize {
    let mut i = 1;
    while i < s.len() {
        match s[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    s.len()
}

/// `r"…"`, `r#"…"#`; 0 for an identifier that merely starts with `r`.
fn raw_string_len(s: &[u8]) -> usize {
    let hashes = s[1..].iter().take_while(|&&c| c == b'#').count();
    if s.get(1 + hashes) != Some(&b'"') {
        return 0;
    }
    let mut close = vec![b'"'];
    close.extend(std::iter::repeat_n(b'#', hashes));
    let body = 2 + hashes;
    s[body..]
        .windows(close.len())
        .position(|w| w == close.as_slice())
        .map_or(s.len(), |p| body + p + close.len())
}

/// A character literal (`'{'`, `'\''`, `'\u{2026}'`); 0 for a lifetime (`'a`).
fn char_literal_len(s: &[u8]) -> usize {
    if s.get(1) == Some(&b'\\') {
        return s[2..].iter().position(|&c| c == b'\'').map_or(0, |p| p + 3);
    }
    let width = std::str::from_utf8(&s[1..s.len().min(5)])
        .or_else(|e| std::str::from_utf8(&s[1..1 + e.valid_up_to()]))
        .ok()
        .and_then(|t| t.chars().next())
        .map_or(1, char::len_utf8);
    if s.get(1 + width) == Some(&b'\'') {
        width + 2
    } else {
        0
    }
}

/// Every function with a body: (name, first line, length in lines).
fn functions(text: &str) -> Vec<(String, usize, usize)> {
    let code = code_only(text);
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        let Some(at) = fn_keyword(line) else {
            continue;
        };
        let name: String = line[at + 3..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if let Some(end) = body_end(&lines, start, at) {
            found.push((name, start + 1, end - start + 1));
        }
    }
    found
}

/// Where `fn ` starts on a line that declares a function.
fn fn_keyword(line: &str) -> Option<usize> {
    let at = line.find("fn ")?;
    let before = line[..at].trim();
    let qualifiers = before.split_whitespace().all(|w| {
        matches!(w, "pub" | "const" | "unsafe" | "async" | "extern") || w.starts_with("pub(")
    });
    qualifiers.then_some(at)
}

/// The line of the brace closing the body of the function declared at `start`; `None` for a
/// declaration without a body.
fn body_end(lines: &[&str], start: usize, at: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut opened = false;
    let mut parens = 0isize;
    for (n, line) in lines.iter().enumerate().skip(start) {
        let from = if n == start { at } else { 0 };
        for c in line[from..].chars() {
            match c {
                '(' | '[' => parens += 1,
                ')' | ']' => parens -= 1,
                ';' if !opened && parens == 0 => return None,
                '{' => {
                    opened = true;
                    depth += 1;
                }
                '}' => {
                    depth -= 1;
                    if opened && depth == 0 {
                        return Some(n);
                    }
                }
                _ => {}
            }
        }
    }
    None
}

#[test]
fn no_file_over_600_lines() {
    let too_long: Vec<String> = sources()
        .into_iter()
        .chain(page_sources())
        .filter_map(|(name, text)| {
            let lines = text.lines().count();
            (lines > MAX_FILE_LINES).then(|| format!("{name}: {lines} lines"))
        })
        .collect();
    assert!(
        too_long.is_empty(),
        "over {MAX_FILE_LINES} lines (split by concept): {too_long:#?}"
    );
}

#[test]
fn no_function_over_120_lines() {
    let mut too_long = Vec::new();
    for (name, text) in sources() {
        for (function, line, length) in functions(&text) {
            if length > MAX_FN_LINES {
                too_long.push(format!("{name}:{line} {function}: {length} lines"));
            }
        }
    }
    assert!(
        too_long.is_empty(),
        "over {MAX_FN_LINES} lines (split into named steps): {too_long:#?}"
    );
}

/// The module a file of `src/` defines (`src/clock/mod.rs`: `["clock"]`); `None` for binaries.
fn module_of(name: &str) -> Option<Vec<String>> {
    let path = name.strip_prefix("src/")?.strip_suffix(".rs")?;
    let mut parts: Vec<String> = path.split('/').map(str::to_string).collect();
    if parts[0] == "bin" {
        return None;
    }
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    Some(parts)
}

/// The `crate::` and `super::` paths a module's code names (unit tests left out), each made
/// absolute; a group (`a::{b, c::d}`) gives one path per member.
fn paths_named(module: &[String], code: &str) -> Vec<Vec<String>> {
    let code = code.split("#[cfg(test)]").next().unwrap_or(code);
    let mut paths = Vec::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < code.len() {
        let starts_path = (code[i..].starts_with("crate::") || code[i..].starts_with("super::"))
            && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_'));
        if !starts_path {
            i += 1;
            continue;
        }
        let len = code[i..]
            .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
            .unwrap_or(code.len() - i);
        let mut absolute = module.to_vec();
        let words: Vec<&str> = code[i..i + len]
            .split("::")
            .filter(|w| !w.is_empty())
            .collect();
        for word in &words {
            match *word {
                "crate" => absolute.clear(),
                "super" => {
                    absolute.pop();
                }
                _ => absolute.push(word.to_string()),
            }
        }
        i += len;
        if code[i..].starts_with('{') {
            let end = code[i..].find('}').map_or(code.len(), |e| i + e);
            for member in code[i + 1..end].split(',') {
                let mut path = absolute.clone();
                path.extend(
                    member
                        .split("::")
                        .map(|w| w.trim().to_string())
                        .filter(|w| !w.is_empty()),
                );
                paths.push(path);
            }
            i = end;
        } else {
            paths.push(absolute);
        }
    }
    paths
}

/// Module to modules it imports, leaving out its ancestors and descendants.
fn import_graph() -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let files: Vec<(Vec<String>, String)> = sources()
        .into_iter()
        .filter_map(|(name, text)| Some((module_of(&name)?, code_only(&text))))
        .collect();
    let modules: BTreeSet<Vec<String>> = files.iter().map(|(m, _)| m.clone()).collect();
    let mut graph = BTreeMap::new();
    for (module, code) in &files {
        let mut targets = BTreeSet::new();
        for path in paths_named(module, code) {
            let target = (1..=path.len())
                .rev()
                .map(|n| path[..n].to_vec())
                .find(|prefix| modules.contains(prefix));
            if let Some(t) = target {
                let related = t.starts_with(module) || module.starts_with(&t);
                if !related {
                    targets.insert(t);
                }
            }
        }
        graph.insert(module.clone(), targets);
    }
    graph
}

#[test]
fn no_two_modules_import_each_other() {
    let graph = import_graph();
    let reaches = |from: &Vec<String>, to: &Vec<String>| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(m) = stack.pop() {
            if &m == to {
                return true;
            }
            if seen.insert(m.clone()) {
                stack.extend(graph.get(&m).into_iter().flatten().cloned());
            }
        }
        false
    };
    let mut cycles = Vec::new();
    for (module, targets) in &graph {
        for target in targets {
            if reaches(target, module) {
                cycles.push(format!(
                    "{} -> {} -> … -> {0}",
                    module.join("::"),
                    target.join("::")
                ));
            }
        }
    }
    assert!(
        cycles.is_empty(),
        "import cycles (make the dependency go one way): {cycles:#?}"
    );
}

#[test]
fn the_scanner_counts_bodies_not_braces_in_text() {
    let text = r##"
/// fn not_this() {
pub(crate) fn outer(x: [u8; 2]) -> usize {
    let s = "}}}";
    let r = r#"{"#;
    let c = '{';
    let l: &'static str = "";
    /* { */
    x.len()
}

fn declared_only();

fn one() { }
"##;
    let found = functions(text);
    assert_eq!(
        found,
        vec![("outer".to_string(), 3, 8), ("one".to_string(), 14, 1)]
    );
}
