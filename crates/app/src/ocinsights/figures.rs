//! The usage figures: one grouped query over the range (day × user × session × module × action × project, with
//! the count), folded here into periods, modules, actions and projects with distinct users and sessions.

use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::{Datelike, Duration, NaiveDate, Utc};
use platform::{context::Ctx, entities::project, i18n::Msg, validate::Validator, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, QueryFilter, Statement, Value};
use uuid::Uuid;

use super::dto::*;

/// The longest range asked at once.
const MAX_DAYS: i64 = 366;

pub struct Range {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub weekly: bool,
    pub project: Option<Uuid>,
}

/// Reads and checks the query: dates, their order, at most 366 days, a project the user is assigned to.
pub fn range(ctx: &Ctx, q: &UsageQuery) -> ApiResult<Range> {
    let mut v = Validator::new();
    let today = Utc::now().date_naive();
    let to = q.to.as_deref().map_or(Some(today), |t| v.date("to", t));
    let from = q.from.as_deref().map_or(to.map(|t| t - Duration::days(29)), |f| v.date("from", f));
    let granularity = q.granularity.as_deref().unwrap_or("day");
    v.one_of("granularity", granularity, &["day", "week"]);
    if let (Some(from), Some(to)) = (from, to) {
        v.date_after("to", to, from, true);
        if (to - from).num_days() >= MAX_DAYS {
            v.add("from", Msg::new("ocinsights.range"));
        }
    }
    v.finish()?;
    if let Some(p) = q.project_id {
        ctx.assigned_project(platform::ids::ProjectId(p))?;
    }
    let (Some(from), Some(to)) = (from, to) else { return Err(ApiError::internal("validated")) };
    Ok(Range { from, to, weekly: granularity == "week", project: q.project_id })
}

fn period_of(day: NaiveDate, weekly: bool) -> NaiveDate {
    if weekly { day - Duration::days(day.weekday().num_days_from_monday() as i64) } else { day }
}

struct Row {
    day: NaiveDate,
    user: Uuid,
    session: String,
    module: String,
    action: String,
    project: Option<Uuid>,
    count: u64,
}

async fn rows(state: &AppState, company: Uuid, r: &Range) -> ApiResult<Vec<Row>> {
    let backend = state.db.get_database_backend();
    let pg = backend == DbBackend::Postgres;
    let day = if pg { "to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD')" } else { "substr(at, 1, 10)" };
    let p = |n: usize| if pg { format!("${n}") } else { "?".into() };
    let mut sql = format!("SELECT {day} AS day, user_id, session, module, action, project_id, COUNT(*) AS n FROM usage_events WHERE company_id = {} AND at >= {} AND at < {}", p(1), p(2), p(3));
    let start = r.from.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc();
    let end = (r.to + Duration::days(1)).and_hms_opt(0, 0, 0).unwrap_or_default().and_utc();
    let mut values: Vec<Value> = vec![company.into(), start.into(), end.into()];
    if let Some(project) = r.project {
        sql.push_str(&format!(" AND project_id = {}", p(4)));
        values.push(project.into());
    }
    sql.push_str(" GROUP BY 1, 2, 3, 4, 5, 6");
    let found = state.db.query_all_raw(Statement::from_sql_and_values(backend, sql, values)).await?;
    let mut out = Vec::with_capacity(found.len());
    for row in found {
        let day: String = row.try_get("", "day")?;
        let Ok(day) = NaiveDate::parse_from_str(&day, "%Y-%m-%d") else { continue };
        out.push(Row {
            day,
            user: row.try_get("", "user_id")?,
            session: row.try_get("", "session")?,
            module: row.try_get("", "module")?,
            action: row.try_get("", "action")?,
            project: row.try_get("", "project_id")?,
            count: row.try_get::<i64>("", "n")?.max(0) as u64,
        });
    }
    Ok(out)
}

#[derive(Default)]
struct Tally {
    users: HashSet<Uuid>,
    sessions: HashSet<String>,
    actions: u64,
}

impl Tally {
    fn add(&mut self, row: &Row) {
        self.users.insert(row.user);
        self.sessions.insert(row.session.clone());
        self.actions += row.count;
    }
}

/// The figures of the company (or one of its projects) over the range.
pub async fn usage(state: &AppState, ctx: &Ctx, r: &Range) -> ApiResult<UsageOut> {
    state.usage.flush().await;
    let rows = rows(state, ctx.company.id, r).await?;
    let mut total = Tally::default();
    let mut periods: BTreeMap<NaiveDate, Tally> = BTreeMap::new();
    let mut day = period_of(r.from, r.weekly);
    while day <= r.to {
        periods.entry(day).or_default();
        day += Duration::days(if r.weekly { 7 } else { 1 });
    }
    let mut modules: HashMap<String, Tally> = HashMap::new();
    let mut actions: HashMap<(String, String), u64> = HashMap::new();
    let mut projects: HashMap<Uuid, Tally> = HashMap::new();
    for row in &rows {
        total.add(row);
        periods.entry(period_of(row.day, r.weekly)).or_default().add(row);
        modules.entry(row.module.clone()).or_default().add(row);
        *actions.entry((row.module.clone(), row.action.clone())).or_default() += row.count;
        if let Some(p) = row.project {
            projects.entry(p).or_default().add(row);
        }
    }
    let names: HashMap<Uuid, String> = project::Entity::find().filter(project::Column::CompanyId.eq(ctx.company.id)).filter(project::Column::Id.is_in(projects.keys().copied())).all(&state.db).await?.into_iter().map(|p| (p.id, p.name)).collect();
    let mut modules: Vec<ModuleUsage> = modules.into_iter().map(|(module, t)| ModuleUsage { module, actions: t.actions, users: t.users.len() as u64 }).collect();
    modules.sort_by(|a, b| b.actions.cmp(&a.actions).then_with(|| a.module.cmp(&b.module)));
    let mut actions: Vec<ActionUsage> = actions.into_iter().map(|((module, action), count)| ActionUsage { module, action, count }).collect();
    actions.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| (&a.module, &a.action).cmp(&(&b.module, &b.action))));
    let mut projects: Vec<ProjectUsage> = projects.into_iter().filter_map(|(id, t)| Some(ProjectUsage { name: names.get(&id)?.clone(), project_id: id, actions: t.actions, users: t.users.len() as u64 })).collect();
    projects.sort_by(|a, b| b.actions.cmp(&a.actions).then_with(|| a.name.cmp(&b.name)));
    Ok(UsageOut {
        from: r.from,
        to: r.to,
        granularity: if r.weekly { "week" } else { "day" }.into(),
        totals: Totals { active_users: total.users.len() as u64, sessions: total.sessions.len() as u64, actions: total.actions },
        series: periods.into_iter().map(|(period, t)| PeriodOut { period, active_users: t.users.len() as u64, sessions: t.sessions.len() as u64, actions: t.actions }).collect(),
        modules,
        actions,
        projects,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weeks_start_on_monday() {
        let day = |d| NaiveDate::from_ymd_opt(2026, 11, d).unwrap_or_default();
        assert_eq!(period_of(day(27), true), day(23));
        assert_eq!(period_of(day(23), true), day(23));
        assert_eq!(period_of(day(27), false), day(27));
    }
}
