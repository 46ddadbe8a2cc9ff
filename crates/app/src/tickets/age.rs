//! Ticket age buckets (SPEC §9): how long the live tickets of a project have been waiting: under 1 day, 1–15,
//! 16–30, 31–45 and over 45 days. Age is counted in whole days from creation to the given instant; finished and
//! merged tickets are not waiting and are left out. The dashboards read this.

use chrono::{DateTime, Duration, Utc};
use platform::{context::Ctx, tenant::Scoped, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, PaginatorTrait, QueryFilter};
use serde::Serialize;
use uuid::Uuid;

use super::{entity::ticket, status::Status};

#[derive(Serialize, Debug, PartialEq, Eq, utoipa::ToSchema)]
pub struct AgeBucket {
    /// lt1, d1_15, d16_30, d31_45 or gt45.
    pub bucket: &'static str,
    pub count: u64,
}

/// (name, youngest age in days, oldest age in days, inclusive).
const BUCKETS: &[(&str, i64, Option<i64>)] = &[("lt1", 0, Some(0)), ("d1_15", 1, Some(15)), ("d16_30", 16, Some(30)), ("d31_45", 31, Some(45)), ("gt45", 46, None)];

/// The creation window of a bucket's tickets at `at`: created at or before the first instant and, when the bucket
/// has an upper age, after the second.
pub fn window(bucket: &str, at: DateTime<Utc>) -> Option<(DateTime<Utc>, Option<DateTime<Utc>>)> {
    let (_, youngest, oldest) = BUCKETS.iter().find(|(name, _, _)| *name == bucket)?;
    Some((at - Duration::days(*youngest), oldest.map(|o| at - Duration::days(o + 1))))
}

/// The bucket names, youngest first.
pub fn names() -> impl Iterator<Item = &'static str> {
    BUCKETS.iter().map(|(name, _, _)| *name)
}

pub async fn buckets<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, scope: &str, at: DateTime<Utc>) -> ApiResult<Vec<AgeBucket>> {
    let mut out = Vec::with_capacity(BUCKETS.len());
    for bucket in names() {
        // Age in whole days is d when created in (at − (d+1) days, at − d days].
        let Some((newest, oldest)) = window(bucket, at) else { continue };
        let mut select = ticket::Entity::scoped(&ctx.tenant)
            .filter(ticket::Column::ProjectId.eq(project))
            .filter(ticket::Column::Scope.eq(scope))
            .filter(ticket::Column::Status.ne(Status::Finished.as_str()))
            .filter(ticket::Column::MergedInto.is_null())
            .filter(ticket::Column::CreatedAt.lte(newest));
        if let Some(oldest) = oldest {
            select = select.filter(ticket::Column::CreatedAt.gt(oldest));
        }
        out.push(AgeBucket { bucket, count: select.count(db).await? });
    }
    Ok(out)
}
