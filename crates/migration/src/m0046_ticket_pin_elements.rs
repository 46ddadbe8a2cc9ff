//! The further elements a ticket is pinned to, beside its main pin (`tickets.bim_model_id`, `bim_global_id`): a
//! non-conforming concrete lot pins its ticket to every element poured in it. The elements are of the main pin's
//! model; `position` keeps the order they were pinned in. The rows go with their ticket.
use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("ticket_pin_elements")
                .if_not_exists()
                .col(uuid("ticket_id"))
                .col(string_len("global_id", 64))
                .col(integer("position"))
                .primary_key(Index::create().col("ticket_id").col("global_id"))
                .foreign_key(&mut fk("ticket_pin_elements", "ticket_id", "tickets", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "ticket_pin_elements").await
    }
}
