//! The WBS tree's keys. An activity's `path` is the positions from the root, six digits each, joined by dots:
//! ordering by it lists the tree depth-first, and a subtree is every path under its prefix. Moving or removing an
//! activity rewrites the paths of the siblings after it and of their subtrees in one statement each.

use platform::{i18n::Msg, ApiError, ApiResult};
use sea_orm::{sea_query::{Expr, ExprTrait}, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use uuid::Uuid;

use crate::quality::entity::activity;

/// How deep the WBS may go (a path of 12 segments is 83 characters, inside the column's 200).
pub const MAX_LEVEL: i32 = 12;

pub fn segment(position: i32) -> String {
    format!("{:06}", std::cmp::max(position, 0))
}

pub fn child_path(parent: Option<&str>, position: i32) -> String {
    match parent {
        Some(p) => format!("{p}.{}", segment(position)),
        None => segment(position),
    }
}

/// `000002.000003.000001` → `2.3.1`.
pub fn code(path: &str) -> String {
    path.split('.').map(|s| s.trim_start_matches('0')).map(|s| if s.is_empty() { "0" } else { s }).collect::<Vec<_>>().join(".")
}

/// The last position under a parent (0 when it has no children).
pub async fn last_position<C: ConnectionTrait>(db: &C, project: Uuid, parent: Option<Uuid>) -> ApiResult<i32> {
    let select = activity::Entity::find().select_only().column(activity::Column::Position).filter(activity::Column::ProjectId.eq(project));
    let select = match parent {
        Some(p) => select.filter(activity::Column::ParentId.eq(p)),
        None => select.filter(activity::Column::ParentId.is_null()),
    };
    Ok(select.order_by_desc(activity::Column::Position).limit(1).into_tuple::<i32>().one(db).await?.unwrap_or(0))
}

/// Rewrites the path prefix `old` to `new` (and the level by `level_delta`) on an activity and its subtree.
pub async fn rewrite<C: ConnectionTrait>(db: &C, project: Uuid, old: &str, new: &str, level_delta: i32) -> ApiResult<()> {
    if old == new && level_delta == 0 {
        return Ok(());
    }
    let keep_from = old.len() as i64 + 1;
    // Placeholders differ: `$n` on PostgreSQL (typed here), `?` on SQLite.
    let concat = match db.get_database_backend() {
        sea_orm::DbBackend::Postgres => "CAST($1 AS VARCHAR) || substr(path, CAST($2 AS INTEGER))",
        _ => "? || substr(path, ?)",
    };
    activity::Entity::update_many()
        .col_expr(activity::Column::Path, Expr::cust_with_values(concat, [sea_orm::Value::from(new.to_string()), sea_orm::Value::from(keep_from)]))
        .col_expr(activity::Column::Level, Expr::col(activity::Column::Level).add(level_delta))
        .filter(activity::Column::ProjectId.eq(project))
        .filter(sea_orm::Condition::any().add(activity::Column::Path.eq(old)).add(activity::Column::Path.starts_with(format!("{old}."))))
        .exec(db)
        .await?;
    Ok(())
}

/// Shifts the siblings under `parent` from position `from` on by `delta` (±1), rewriting their subtrees' paths.
/// Going up (delta +1) walks from the last sibling so two paths never meet.
pub async fn shift_siblings<C: ConnectionTrait>(db: &C, project: Uuid, parent: Option<&activity::Model>, from: i32, delta: i32) -> ApiResult<()> {
    let select = activity::Entity::find().filter(activity::Column::ProjectId.eq(project)).filter(activity::Column::Position.gte(from));
    let select = match parent {
        Some(p) => select.filter(activity::Column::ParentId.eq(p.id)),
        None => select.filter(activity::Column::ParentId.is_null()),
    };
    let mut rows = select.order_by_asc(activity::Column::Position).all(db).await?;
    if delta > 0 {
        rows.reverse();
    }
    for row in rows {
        let position = row.position + delta;
        let new = child_path(parent.map(|p| p.path.as_str()), position);
        rewrite(db, project, &row.path, &new, 0).await?;
        activity::Entity::update_many().col_expr(activity::Column::Position, Expr::value(position)).filter(activity::Column::Id.eq(row.id)).exec(db).await?;
    }
    Ok(())
}

/// 422 on `parent_id` when the tree would be deeper than [`MAX_LEVEL`].
pub fn check_depth(level: i32) -> ApiResult<()> {
    if level > MAX_LEVEL { Err(ApiError::field("parent_id", Msg::new("quality.too_deep").arg("max", MAX_LEVEL))) } else { Ok(()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_reads_as_its_wbs_code() {
        assert_eq!(code("000002.000003.000010"), "2.3.10");
        assert_eq!(child_path(Some("000001"), 4), "000001.000004");
        assert_eq!(child_path(None, 12), "000012");
    }
}
