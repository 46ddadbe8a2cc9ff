//! The ticket list's text search. On SQLite, text of three characters or more goes through the trigram FTS5
//! index kept by migration m0027 (substring match, case- and accent-insensitive); shorter text, and PostgreSQL
//! (whose `pg_trgm` indexes serve the LIKE as it is), use the product's one `contains_any`.

use platform::search::contains_any;
use sea_orm::{sea_query::Expr, Condition, DbBackend};

use super::entity::ticket;

/// Tickets whose subject or description contains `text`.
pub fn matches(backend: DbBackend, text: &str) -> Condition {
    let text = text.trim();
    if backend == DbBackend::Sqlite && text.chars().count() >= 3 {
        let phrase = format!("\"{}\"", text.replace('"', "\"\""));
        let ids = "tickets.id IN (SELECT k.ticket_id FROM ticket_search_keys k \
                   WHERE k.id IN (SELECT rowid FROM ticket_search WHERE ticket_search MATCH ?))";
        return Condition::all().add(Expr::cust_with_values(ids, [phrase]));
    }
    contains_any(&[ticket::Column::Subject, ticket::Column::Description], text)
}
