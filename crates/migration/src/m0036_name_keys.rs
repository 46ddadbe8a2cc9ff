//! Names unique by key (issue 20, item 2): positions, profiles, courses and ticket categories get the `name_key`
//! deliveries already use (lower case, accents removed, blanks folded: 'Inspección' and 'inspeccion' are one
//! name) under a unique index per company, so the database judges uniqueness and a clash is a 422, never a 500.
//! Existing rows are keyed here; should a company already hold two names with one key, the later row's key gets
//! a ` #n` suffix (its name is kept) so the index can be built.

use std::collections::HashSet;

use sea_orm_migration::{
    prelude::*,
    schema::*,
    sea_orm::{ConnectionTrait, Statement},
};

use crate::helpers::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

const TABLES: [&str; 4] = ["positions", "profiles", "courses", "ticket_categories"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let backend = db.get_database_backend();
        for table in TABLES {
            m.alter_table(Table::alter().table(table).add_column(string_len_null("name_key", 160)).to_owned()).await?;
            let rows = db.query_all_raw(Statement::from_string(backend, format!("SELECT id, company_id, name FROM {table} ORDER BY created_at, id"))).await?;
            let mut seen: HashSet<(String, String)> = HashSet::new();
            for row in rows {
                let id: uuid::Uuid = row.try_get("", "id")?;
                let company: uuid::Uuid = row.try_get("", "company_id")?;
                let name: String = row.try_get("", "name")?;
                let base = platform::search::name_key(&name);
                let mut key = base.clone();
                let mut n = 2;
                while !seen.insert((company.to_string(), key.clone())) {
                    key = format!("{base} #{n}");
                    n += 1;
                }
                let update = Query::update().table(table).value("name_key", key).and_where(Expr::col("id").eq(id)).to_owned();
                db.execute_raw(backend.build(&update)).await?;
            }
        }
        for name in ["ix_positions_company_id_name", "ix_profiles_company_id_name"] {
            db.execute_unprepared(&format!("DROP INDEX IF EXISTS {name}")).await?;
        }
        m.create_index(index("positions", &["company_id", "name_key"], true)).await?;
        m.create_index(index("profiles", &["company_id", "name_key"], true)).await?;
        m.create_index(index("courses", &["company_id", "name_key"], true)).await?;
        m.create_index(index("ticket_categories", &["company_id", "name_key"], true)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        for table in TABLES {
            db.execute_unprepared(&format!("DROP INDEX IF EXISTS ix_{table}_company_id_name_key")).await?;
            m.alter_table(Table::alter().table(table).drop_column("name_key").to_owned()).await?;
        }
        m.create_index(index("positions", &["company_id", "name"], true)).await?;
        m.create_index(index("profiles", &["company_id", "name"], true)).await
    }
}
