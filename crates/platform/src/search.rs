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
