//! The one case-insensitive text search of the product. SQLite's LIKE ignores ASCII case only and PostgreSQL's
//! LIKE ignores none, so both sides are lower-cased and LIKE's wildcards in the user's text are escaped.

use sea_orm::sea_query::{Expr, ExprTrait, Func, SimpleExpr};
use sea_orm::{ColumnTrait, Condition};

/// `LOWER(column) LIKE '%text%'` for any of the columns.
pub fn contains_any<C: ColumnTrait>(columns: &[C], text: &str) -> Condition {
    let pattern = format!("%{}%", escape(&text.to_lowercase()));
    columns.iter().fold(Condition::any(), |cond, column| cond.add(lower_like(*column, &pattern)))
}

fn lower_like<C: ColumnTrait>(column: C, pattern: &str) -> SimpleExpr {
    Expr::expr(Func::lower(Expr::col(column.as_column_ref()))).like(sea_orm::sea_query::LikeExpr::new(pattern).escape('\\'))
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

/// `LOWER(column) = lower(text)`: uniqueness of names regardless of case, the same on both engines.
pub fn equals_ignoring_case<C: ColumnTrait>(column: C, text: &str) -> SimpleExpr {
    Expr::expr(Func::lower(Expr::col(column.as_column_ref()))).eq(text.to_lowercase())
}

/// The key two names are the same by: trimmed, lower case, accents removed, inner blanks folded to one space
/// ('Baño  Principal' and 'bano principal' share a key). Unique indexes on a `name_key` column make the database
/// the judge of name uniqueness.
pub fn name_key(text: &str) -> String {
    use unicode_normalization::{char::is_combining_mark, UnicodeNormalization};
    let folded: String = text.nfd().filter(|c| !is_combining_mark(*c)).collect::<String>().to_lowercase();
    folded.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A key that sorts names naturally: the name key with every run of digits zero-padded to ten places, so 'Depto 2'
/// comes before 'Depto 10'.
pub fn natural_key(text: &str) -> String {
    let key = name_key(text);
    let mut out = String::with_capacity(key.len() + 16);
    let mut digits = String::new();
    for c in key.chars().chain(std::iter::once('\u{0}')) {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        if !digits.is_empty() {
            let trimmed = digits.trim_start_matches('0');
            out.push_str(&format!("{:0>10}", if trimmed.is_empty() { "0" } else { trimmed }));
            digits.clear();
        }
        if c != '\u{0}' {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_differing_in_case_accents_or_blanks_share_a_key() {
        assert_eq!(name_key("  Baño   Principal "), "bano principal");
        assert_eq!(name_key("Ñandú Ìnspección"), name_key("ñandu inspeccion"));
        assert_eq!(name_key("Ação"), "acao");
    }

    #[test]
    fn natural_keys_sort_numbers_by_value() {
        let mut names = vec!["Depto 10", "Depto 2", "depto 1", "A-101", "A-99"];
        names.sort_by_key(|n| natural_key(n));
        assert_eq!(names, vec!["A-99", "A-101", "depto 1", "Depto 2", "Depto 10"]);
    }
}
