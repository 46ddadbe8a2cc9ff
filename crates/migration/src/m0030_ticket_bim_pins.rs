//! A ticket pinned to a BIM model element: the model and the element's GlobalId (stable across new versions of the
//! model's files). No foreign key (SQLite cannot add one to an existing table): deleting a model unpins its tickets
//! in the same transaction (app::bim::removal).
use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(Table::alter().table("tickets").add_column(uuid_null("bim_model_id")).to_owned()).await?;
        m.alter_table(Table::alter().table("tickets").add_column(string_len_null("bim_global_id", 64)).to_owned()).await?;
        m.create_index(index("tickets", &["bim_model_id", "bim_global_id"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(Index::drop().name("ix_tickets_bim_model_id_bim_global_id").table("tickets").to_owned()).await?;
        m.alter_table(Table::alter().table("tickets").drop_column("bim_global_id").to_owned()).await?;
        m.alter_table(Table::alter().table("tickets").drop_column("bim_model_id").to_owned()).await
    }
}
