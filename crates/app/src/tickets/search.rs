//! The ticket list's text search. On SQLite, text of three characters or more is first looked up in the trigram
//! FTS5 index kept by migration m0027 (substring match, case- and accent-insensitive): a rare text (fewer than
//! `FEW` tickets) is answered from the index; a common one is cheaper as LIKE on the rows the list walks anyway
//! in its order, since a page of matches comes within a few hundred rows and building the set of tens of
//! thousands of matching ids on every request would not. PostgreSQL's `pg_trgm` indexes serve the LIKE as it is.

use platform::{search::contains_any, ApiResult};
use sea_orm::{sea_query::Expr, ConnectionTrait, Condition, DatabaseConnection, DbBackend, Statement};

use super::entity::ticket;

const FEW: i64 = 2000;

/// Tickets whose subject or description contains `text`.
pub async fn matches(db: &DatabaseConnection, text: &str) -> ApiResult<Condition> {
    let text = text.trim();
    let like = contains_any(&[ticket::Column::Subject, ticket::Column::Description], text);
    if db.get_database_backend() != DbBackend::Sqlite || text.chars().count() < 3 {
        return Ok(like);
    }
    let phrase = format!("\"{}\"", text.replace('"', "\"\""));
    let probe = Statement::from_sql_and_values(
        DbBackend::Sqlite,
        "SELECT COUNT(*) AS n FROM (SELECT rowid FROM ticket_search WHERE ticket_search MATCH ? LIMIT ?)",
        [phrase.clone().into(), (FEW + 1).into()],
    );
    let found = match db.query_one_raw(probe).await? {
        Some(row) => row.try_get::<i64>("", "n")?,
        None => 0,
    };
    if found > FEW {
        return Ok(like);
    }
    let ids = "tickets.id IN (SELECT k.ticket_id FROM ticket_search_keys k \
               WHERE k.id IN (SELECT rowid FROM ticket_search WHERE ticket_search MATCH ?))";
    Ok(Condition::all().add(Expr::cust_with_values(ids, [phrase])))
}
