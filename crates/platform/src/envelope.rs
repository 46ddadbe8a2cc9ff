//! The response envelope and list parameters (SPEC §7): lists are `{data, current_page, total, rowsPerPage,
//! has_more}`, objects `{data}`, and any 2xx may add `message` and `warnings`.

use sea_orm::{ConnectionTrait, EntityTrait, FromQueryResult, PaginatorTrait, Select};
use serde::{Deserialize, Deserializer, Serialize};

use crate::error::ApiResult;

pub const DEFAULT_ROWS: u64 = 20;
pub const MAX_ROWS: u64 = 200;
/// The last page any list can be asked for: its offset (× 200 rows) stays far inside a signed 64-bit integer.
pub const MAX_PAGE: u64 = 1_000_000;

/// Pagination, sorting and free-text search, as the SPA sends them. Numbers and booleans are also read from
/// strings so this can be `#[serde(flatten)]`ed into a module's query type.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams, utoipa::ToSchema)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// Page number, from 1 to 1,000,000 (a larger one is a 422: its offset would not fit the database's integers).
    #[serde(default, deserialize_with = "loose::opt_page")]
    #[param(maximum = 1_000_000)]
    pub page: Option<u64>,
    /// Rows per page (1–200, default 20).
    #[serde(default, rename = "rowsPerPage", deserialize_with = "loose::opt_u64")]
    #[param(rename = "rowsPerPage")]
    pub rows_per_page: Option<u64>,
    /// Column to sort by (each list names its own).
    #[serde(default, rename = "sortBy")]
    #[param(rename = "sortBy")]
    pub sort_by: Option<String>,
    /// Sort descending.
    #[serde(default, deserialize_with = "loose::opt_bool")]
    pub descending: Option<bool>,
    /// Case-insensitive text search.
    #[serde(default)]
    pub search: Option<String>,
}

impl ListQuery {
    pub fn page(&self) -> u64 {
        self.page.unwrap_or(1).max(1)
    }

    pub fn rows(&self) -> u64 {
        self.rows_per_page.unwrap_or(DEFAULT_ROWS).clamp(1, MAX_ROWS)
    }

    pub fn descending(&self) -> bool {
        self.descending.unwrap_or(false)
    }

    /// The trimmed search text, if any.
    pub fn search(&self) -> Option<&str> {
        self.search.as_deref().map(str::trim).filter(|s| !s.is_empty())
    }
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Page<T> {
    pub data: Vec<T>,
    pub current_page: u64,
    pub total: u64,
    #[serde(rename = "rowsPerPage")]
    pub rows_per_page: u64,
    pub has_more: bool,
}

impl<T> Page<T> {
    pub fn new(data: Vec<T>, query: &ListQuery, total: u64) -> Self {
        let (page, rows) = (query.page(), query.rows());
        Self { has_more: page * rows < total, data, current_page: page, total, rows_per_page: rows }
    }

    pub fn map<U>(self, f: impl FnMut(T) -> U) -> Page<U> {
        Page {
            data: self.data.into_iter().map(f).collect(),
            current_page: self.current_page,
            total: self.total,
            rows_per_page: self.rows_per_page,
            has_more: self.has_more,
        }
    }
}

/// Runs a select as one page of the list.
pub async fn paginate<E, M, C>(db: &C, select: Select<E>, query: &ListQuery) -> ApiResult<Page<M>>
where
    E: EntityTrait<Model = M>,
    M: FromQueryResult + Sized + Send + Sync,
    C: ConnectionTrait,
{
    let paginator = select.paginate(db, query.rows());
    let total = paginator.num_items().await?;
    let data = paginator.fetch_page(query.page() - 1).await?;
    Ok(Page::new(data, query, total))
}

/// A page whose total is counted only up to `cap` (large lists stay fast: counting every matching row of a big
/// table costs more than the page itself). Returns the page and whether the total was capped; `has_more` is exact.
pub async fn paginate_capped<E, M, C>(db: &C, select: Select<E>, query: &ListQuery, cap: u64) -> ApiResult<(Page<M>, bool)>
where
    E: EntityTrait<Model = M>,
    M: FromQueryResult + Sized + Send + Sync,
    C: ConnectionTrait,
{
    use sea_orm::QuerySelect;
    let offset = (query.page() - 1) * query.rows();
    let mut data = select.clone().offset(offset).limit(query.rows() + 1).all(db).await?;
    let has_more = data.len() as u64 > query.rows();
    data.truncate(query.rows() as usize);
    let counted = count_in_order(db, select.limit(cap + 1)).await?;
    let total = counted.min(cap).max(offset + data.len() as u64);
    Ok((Page { data, current_page: query.page(), total, rows_per_page: query.rows(), has_more }, counted > cap))
}

/// `COUNT(*)` of a limited query that keeps its `ORDER BY`: the rows counted are then the first ones in the list's
/// order, found by the index the page itself walks. (SeaORM's `count` drops the order, and the planner may then
/// walk another index and read most of the table before it has `cap` matches of a text filter.)
async fn count_in_order<E: EntityTrait, C: ConnectionTrait>(db: &C, select: Select<E>) -> ApiResult<u64> {
    use sea_orm::{
        sea_query::{Alias, Expr, Query},
        QueryTrait,
    };
    let inner = select.into_query();
    let outer = Query::select().expr_as(Expr::cust("COUNT(*)"), Alias::new("n")).from_subquery(inner, Alias::new("sub")).to_owned();
    let row = db.query_one(&outer).await?;
    let n: i64 = match row {
        Some(row) => row.try_get("", "n")?,
        None => 0,
    };
    Ok(n.max(0) as u64)
}

/// A page without a count, for pages far into a list: the total is what has been seen so far (plus one when there
/// is more) and reported as capped. Counting past a deep offset walks every skipped row a second time.
pub async fn paginate_uncounted<E, M, C>(db: &C, select: Select<E>, query: &ListQuery) -> ApiResult<(Page<M>, bool)>
where
    E: EntityTrait<Model = M>,
    M: FromQueryResult + Sized + Send + Sync,
    C: ConnectionTrait,
{
    use sea_orm::QuerySelect;
    let offset = (query.page() - 1) * query.rows();
    let mut data = select.offset(offset).limit(query.rows() + 1).all(db).await?;
    let has_more = data.len() as u64 > query.rows();
    data.truncate(query.rows() as usize);
    let total = offset + data.len() as u64 + u64::from(has_more);
    Ok((Page { data, current_page: query.page(), total, rows_per_page: query.rows(), has_more }, has_more))
}

/// `{data: T}` plus an optional message and warnings.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct One<T> {
    pub data: T,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

impl<T> One<T> {
    pub fn new(data: T) -> Self {
        Self { data, message: None, warnings: Vec::new() }
    }

    pub fn with_message(mut self, message: String) -> Self {
        self.message = Some(message);
        self
    }

    pub fn with_warnings(mut self, warnings: Vec<String>) -> Self {
        self.warnings = warnings;
        self
    }
}

/// A response carrying only a message (e.g. the password-reset answer).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct MessageOut {
    pub message: String,
}

/// Comma-joined arrays in query strings (SPEC §7): `ids=a,b,c`.
pub fn split_list(value: Option<&str>) -> Vec<String> {
    value.map(|v| v.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect()).unwrap_or_default()
}

pub mod loose {
    use super::*;

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum NumOrText {
        Num(u64),
        Text(String),
    }

    pub fn opt_u64<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
        match Option::<NumOrText>::deserialize(d)? {
            None => Ok(None),
            Some(NumOrText::Num(n)) => Ok(Some(n)),
            Some(NumOrText::Text(t)) if t.trim().is_empty() => Ok(None),
            Some(NumOrText::Text(t)) => t.trim().parse().map(Some).map_err(serde::de::Error::custom),
        }
    }

    /// A page number: a whole number up to [`super::MAX_PAGE`], refused above it (one shared place for every list).
    pub fn opt_page<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
        match opt_u64(d)? {
            Some(page) if page > super::MAX_PAGE => Err(serde::de::Error::custom(format!("page {page} is past the last page a list can have"))),
            other => Ok(other),
        }
    }

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum BoolOrText {
        Bool(bool),
        Text(String),
    }

    pub fn opt_bool<'de, D: Deserializer<'de>>(d: D) -> Result<Option<bool>, D::Error> {
        match Option::<BoolOrText>::deserialize(d)? {
            None => Ok(None),
            Some(BoolOrText::Bool(b)) => Ok(Some(b)),
            Some(BoolOrText::Text(t)) => match t.trim() {
                "" => Ok(None),
                "true" | "1" => Ok(Some(true)),
                "false" | "0" => Ok(Some(false)),
                other => Err(serde::de::Error::custom(format!("not a boolean: {other}"))),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn has_more_holds_until_the_last_page() {
        let q = ListQuery { page: Some(2), rows_per_page: Some(10), ..Default::default() };
        assert!(Page::new(vec![0; 10], &q, 25).has_more);
        let q = ListQuery { page: Some(3), rows_per_page: Some(10), ..Default::default() };
        assert!(!Page::new(vec![0; 5], &q, 25).has_more);
    }

    #[test]
    fn rows_are_clamped_and_pages_start_at_one() {
        let q = ListQuery { page: Some(0), rows_per_page: Some(5000), ..Default::default() };
        assert_eq!((q.page(), q.rows()), (1, MAX_ROWS));
    }

    #[test]
    fn lists_are_split_on_commas_and_blanks_dropped() {
        assert_eq!(split_list(Some("a, b,,c")), vec!["a", "b", "c"]);
        assert!(split_list(None).is_empty());
    }
}
