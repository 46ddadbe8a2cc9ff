//! Small builders shared by the migrations.

use sea_orm_migration::prelude::*;

/// A foreign key `table.column → target.id`.
pub fn fk(table: &'static str, column: &'static str, target: &'static str, on_delete: ForeignKeyAction) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .name(format!("fk_{table}_{column}"))
        .from(table, column)
        .to(target, "id")
        .on_delete(on_delete)
        .to_owned()
}

/// An index named after its table and columns.
pub fn index(table: &'static str, columns: &[&'static str], unique: bool) -> IndexCreateStatement {
    let mut stmt = Index::create();
    stmt.name(format!("ix_{table}_{}", columns.join("_"))).table(table).if_not_exists();
    for column in columns {
        stmt.col(*column);
    }
    if unique {
        stmt.unique();
    }
    stmt.to_owned()
}

/// Drops a table (the `down` of every create-table migration).
pub async fn drop(manager: &SchemaManager<'_>, table: &'static str) -> Result<(), DbErr> {
    manager.drop_table(Table::drop().table(table).if_exists().to_owned()).await
}
