//! The ticket list's text search. On SQLite, text of three characters or more is first looked up in the trigram
//! FTS5 index kept by migration m0027 (substring match, case- and accent-insensitive): a rare text (fewer than
//! `FEW` tickets) is answered from the index; a common one is cheaper as LIKE on the rows the list walks anyway
//! in its order, since a page of matches comes within a few hundred rows and building the set of tens of
//! thousands of matching ids on every request would not. PostgreSQL's `pg_trgm` indexes serve the LIKE as it is.

use std::{
    collections::HashMap,
    sync::{LazyLock, Mutex},
    time::{Duration, Instant},
};

use platform::{search::contains_any, ApiResult};
use sea_orm::{sea_query::Expr, ConnectionTrait, Condition, DatabaseConnection, DbBackend, Statement};

use super::entity::ticket;

const FEW: i64 = 2000;
/// How long a text is remembered as common: the probe of a common text walks long trigram lists (milliseconds per
/// request), and whether a text is common changes slowly. Either answer gives the same tickets; only the plan differs.
const COMMON_FOR: Duration = Duration::from_secs(60);
const REMEMBERED: usize = 512;

static COMMON: LazyLock<Mutex<HashMap<String, Instant>>> = LazyLock::new(|| Mutex::new(HashMap::new()));

fn known_common(phrase: &str) -> bool {
    let mut common = COMMON.lock().unwrap_or_else(|e| e.into_inner());
    match common.get(phrase) {
        Some(at) if at.elapsed() < COMMON_FOR => true,
        Some(_) => {
            common.remove(phrase);
            false
        }
        None => false,
    }
}

fn remember_common(phrase: String) {
    let mut common = COMMON.lock().unwrap_or_else(|e| e.into_inner());
    if common.len() >= REMEMBERED {
        common.retain(|_, at| at.elapsed() < COMMON_FOR);
        if common.len() >= REMEMBERED {
            common.clear();
        }
    }
    common.insert(phrase, Instant::now());
}

/// Tickets whose subject or description contains `text`.
pub async fn matches(db: &DatabaseConnection, text: &str) -> ApiResult<Condition> {
    let text = text.trim();
    let like = contains_any(&[ticket::Column::Subject, ticket::Column::Description], text);
    if db.get_database_backend() != DbBackend::Sqlite || text.chars().count() < 3 {
        return Ok(like);
    }
    let phrase = format!("\"{}\"", text.replace('"', "\"\""));
    if known_common(&phrase) {
        return Ok(like);
    }
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
        remember_common(phrase);
        return Ok(like);
    }
    let ids = "tickets.id IN (SELECT k.ticket_id FROM ticket_search_keys k \
               WHERE k.id IN (SELECT rowid FROM ticket_search WHERE ticket_search MATCH ?))";
    Ok(Condition::all().add(Expr::cust_with_values(ids, [phrase])))
}
