//! The default ticket list (newest first, no filter) with the company and id in the index, as the status and
//! responsible lists already have (m0032): a deep page then skips index entries instead of table rows
//! (bench/README.md, after-sales: page 200 on SQLite).

use sea_orm_migration::{prelude::*, sea_orm::ConnectionTrait};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.get_connection().execute_unprepared("CREATE INDEX IF NOT EXISTS ix_tickets_list_number ON tickets (project_id, scope, number, company_id, id) WHERE merged_into IS NULL").await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.get_connection().execute_unprepared("DROP INDEX IF EXISTS ix_tickets_list_number").await?;
        Ok(())
    }
}
