//! Tables of Cbox: the items of a project's library (folders and files in one tree) and their per-user shares.

pub mod cbox_item {
    use platform::tenant::Scoped;
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "cbox_items")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub company_id: Uuid,
        pub project_id: Uuid,
        pub parent_id: Option<Uuid>,
        /// `folder` or `file`.
        pub kind: String,
        pub name: String,
        pub size: Option<i64>,
        pub mime: Option<String>,
        pub extension: Option<String>,
        /// Where the file's bytes are in the object store (files only).
        pub object_key: Option<String>,
        pub sha256: Option<String>,
        pub owner_id: Uuid,
        pub created_at: DateTimeUtc,
        pub updated_at: DateTimeUtc,
        pub deleted_at: Option<DateTimeUtc>,
        /// The item whose deletion sent this one to the trash (itself, or a folder above it).
        pub deleted_root: Option<Uuid>,
        pub deleted_by: Option<Uuid>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}

    impl Scoped for Entity {
        fn company_column() -> Column {
            Column::CompanyId
        }
    }

    pub const FOLDER: &str = "folder";
    pub const FILE: &str = "file";

    impl Model {
        pub fn is_folder(&self) -> bool {
            self.kind == FOLDER
        }
    }
}

pub mod cbox_share {
    use platform::tenant::Scoped;
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "cbox_shares")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub company_id: Uuid,
        pub item_id: Uuid,
        pub user_id: Uuid,
        pub can_download: bool,
        pub can_edit: bool,
        pub can_share: bool,
        pub granted_by: Option<Uuid>,
        pub created_at: DateTimeUtc,
        pub updated_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}

    impl Scoped for Entity {
        fn company_column() -> Column {
            Column::CompanyId
        }
    }
}
