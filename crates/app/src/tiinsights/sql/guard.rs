//! The first of the editor's walls: a small lexer that skips comments, strings and quoted names, then insists on
//! one statement that starts with SELECT, WITH, VALUES or TABLE and names no writing or schema keyword. It is there
//! for a clear message; the walls that make writing impossible are the database's (a read-only connection).

/// Why a text is refused before it reaches the database.
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not a reading statement.
    NotRead,
    /// More than one statement.
    Several,
}

const STARTS: &[&str] = &["select", "with", "values", "table"];
/// Words that write or change the schema or the session; refused outside strings and quoted names.
const FORBIDDEN: &[&str] = &[
    "insert", "update", "delete", "merge", "upsert", "drop", "alter", "create", "truncate", "grant", "revoke", "copy", "vacuum", "reindex", "analyze", "attach", "detach",
    "pragma", "begin", "commit", "rollback", "savepoint", "release", "into", "lock", "set", "reset", "call", "do", "execute", "prepare", "deallocate", "listen", "notify",
    "unlisten", "refresh", "cluster", "discard", "checkpoint", "load", "import", "security",
    // Functions with effects outside the data (sessions, server files, other backends, locks).
    "set_config", "pg_terminate_backend", "pg_cancel_backend", "pg_reload_conf", "pg_rotate_logfile", "pg_switch_wal", "pg_read_file", "pg_read_binary_file",
    "pg_ls_dir", "pg_stat_file", "lo_import", "lo_export", "lo_unlink", "dblink", "dblink_exec", "writefile", "readfile", "query_to_xml", "pg_notify",
    "pg_advisory_lock", "pg_advisory_xact_lock", "pg_try_advisory_lock", "pg_try_advisory_xact_lock", "pg_advisory_lock_shared",
];
/// Families of functions refused by prefix: large objects (PostgreSQL lets any role make one, even in a read-only
/// transaction, though the rollback undoes it), statistics resets, replication slots and origins.
const FORBIDDEN_PREFIXES: &[&str] = &["lo_", "pg_stat_reset", "pg_replication_", "pg_create_", "pg_drop_", "pg_promote", "pg_log"];

/// The words of the text outside comments, strings and quoted names, lowercased, and whether a `;` is followed
/// by more text.
fn words(sql: &str) -> (Vec<String>, bool) {
    let chars: Vec<char> = sql.chars().collect();
    let (mut words, mut word, mut i, mut after_semicolon, mut several) = (Vec::new(), String::new(), 0, false, false);
    let flush = |word: &mut String, words: &mut Vec<String>| {
        if !word.is_empty() {
            words.push(std::mem::take(word).to_lowercase());
        }
    };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if !c.is_whitespace() && c != ';' && after_semicolon {
            several = true;
        }
        match c {
            '-' if next == Some('-') => {
                flush(&mut word, &mut words);
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            '/' if next == Some('*') => {
                flush(&mut word, &mut words);
                i += 2;
                while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                    i += 1;
                }
                i += 2;
                continue;
            }
            '\'' | '"' | '`' => {
                flush(&mut word, &mut words);
                // E'…' strings take backslash escapes; a doubled quote is a quote either way.
                let escapes = c == '\'' && i > 0 && matches!(chars[i - 1], 'e' | 'E');
                i += 1;
                while i < chars.len() {
                    if escapes && chars[i] == '\\' {
                        i += 2;
                        continue;
                    }
                    if chars[i] == c {
                        if chars.get(i + 1) == Some(&c) {
                            i += 2;
                            continue;
                        }
                        break;
                    }
                    i += 1;
                }
                words.push("\u{0}".into());
            }
            '[' => {
                flush(&mut word, &mut words);
                while i < chars.len() && chars[i] != ']' {
                    i += 1;
                }
                words.push("\u{0}".into());
            }
            '$' if word.is_empty() => {
                // A dollar-quoted string: $tag$ … $tag$.
                let tag_end = chars[i + 1..].iter().position(|c| *c == '$').map(|p| i + 1 + p);
                match tag_end.filter(|&e| chars[i + 1..e].iter().all(|c| c.is_alphanumeric() || *c == '_')) {
                    Some(end) => {
                        let tag: String = chars[i..=end].iter().collect();
                        let rest: String = chars[end + 1..].iter().collect();
                        let close = rest.find(&tag).map(|p| end + 1 + rest[..p].chars().count() + tag.chars().count());
                        i = close.unwrap_or(chars.len());
                        words.push("\u{0}".into());
                        continue;
                    }
                    None => word.push(c),
                }
            }
            ';' => {
                flush(&mut word, &mut words);
                after_semicolon = true;
            }
            c if c.is_alphanumeric() || c == '_' => word.push(c),
            _ => flush(&mut word, &mut words),
        }
        i += 1;
    }
    flush(&mut word, &mut words);
    (words, several)
}

/// Checks the text; `Ok` with the statement without its trailing semicolons.
pub fn check(sql: &str) -> Result<String, Refusal> {
    let (words, several) = words(sql);
    if several {
        return Err(Refusal::Several);
    }
    let first = words.iter().find(|w| *w != "\u{0}");
    if !first.is_some_and(|w| STARTS.contains(&w.as_str())) || words.iter().any(|w| FORBIDDEN.contains(&w.as_str()) || FORBIDDEN_PREFIXES.iter().any(|p| w.starts_with(p))) {
        return Err(Refusal::NotRead);
    }
    Ok(sql.trim().trim_end_matches([';', ' ', '\n', '\t', '\r']).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_statements_pass_with_their_strings_and_comments() {
        assert_eq!(check("SELECT 1;").as_deref(), Ok("SELECT 1"));
        assert!(check("-- hola\nselect name from users where name = 'drop table; x'").is_ok());
        assert!(check("WITH t AS (SELECT 1 AS a) SELECT * FROM t").is_ok());
        assert!(check("select \"update\" from x").is_ok());
        assert!(check("select $$delete$$").is_ok());
        assert!(check("select E'it\\'s; delete'").is_ok());
        assert!(check("select updated_at, settings_version from x").is_ok());
    }

    #[test]
    fn writing_and_several_statements_are_refused() {
        assert_eq!(check("update users set name = 'x'"), Err(Refusal::NotRead));
        assert_eq!(check("select 1; delete from users"), Err(Refusal::Several));
        assert_eq!(check("with d as (delete from users returning *) select * from d"), Err(Refusal::NotRead));
        assert_eq!(check("/* select */ pragma query_only = 0"), Err(Refusal::NotRead));
        assert_eq!(check("select * into t2 from t"), Err(Refusal::NotRead));
        assert_eq!(check("select 1 /* ; */ ; ; select 2"), Err(Refusal::Several));
        assert_eq!(check(""), Err(Refusal::NotRead));
        assert_eq!(check("select lo_create(0)"), Err(Refusal::NotRead));
    }
}
