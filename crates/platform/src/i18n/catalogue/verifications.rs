//! Messages of verifications and reception (SPEC §2 `/verifications`, `/config/recepciones`; §5 the signature).

pub(super) const MESSAGES: &[(&str, &str, &str)] = &[
    ("verifications.not_member", "Elige un usuario activo asignado al proyecto.", "Escolha um usuário ativo atribuído ao projeto."),
    ("verifications.template_empty", "La plantilla no tiene ítems: agrégale al menos uno.", "O modelo não tem itens: adicione pelo menos um."),
    ("verifications.order_mismatch", "El nuevo orden debe incluir cada ítem de la plantilla una sola vez.", "A nova ordem deve incluir cada item do modelo uma única vez."),
    ("verifications.import_has_errors", "El archivo tiene {count} fila(s) con errores: corrígelas y vuelve a cargarlo. No se importó nada.", "O arquivo tem {count} linha(s) com erros: corrija-as e carregue-o novamente. Nada foi importado."),
    ("verifications.one_target", "Un plano pertenece a una plantilla o a una actividad, no a ambas.", "Uma planta pertence a um modelo ou a uma atividade, não a ambos."),
    ("verifications.plan_type", "Los planos deben ser archivos PDF, PNG o JPEG.", "As plantas devem ser arquivos PDF, PNG ou JPEG."),
    ("verifications.photo_type", "Las fotos deben ser imágenes PNG o JPEG.", "As fotos devem ser imagens PNG ou JPEG."),
    ("verifications.photos_limit", "Un ítem admite como máximo {max} fotos.", "Um item admite no máximo {max} fotos."),
    ("verifications.closed", "La verificación está cerrada y ya no se puede modificar.", "A verificação está encerrada e não pode mais ser alterada."),
    ("verifications.photo_required", "Este ítem requiere una foto antes de marcarlo como cumple.", "Este item exige uma foto antes de ser marcado como conforme."),
    ("verifications.failure_photo_required", "Agrega una foto de la falla antes de registrarla.", "Adicione uma foto da não conformidade antes de registrá-la."),
    ("verifications.observation_required", "Una falla requiere una observación con descripción, plazo y responsable.", "Uma não conformidade exige um apontamento com descrição, prazo e responsável."),
    ("verifications.items_pending", "Quedan {count} ítem(s) sin responder.", "Restam {count} item(ns) sem resposta."),
    ("verifications.observation_closed", "La observación ya está cerrada.", "O apontamento já está encerrado."),
    ("verifications.reception_exists", "Esta actividad ya tiene una recepción para esa unidad.", "Esta atividade já tem um recebimento para essa unidade."),
    ("verifications.reception_already_closed", "La recepción ya está cerrada.", "O recebimento já está encerrado."),
    ("verifications.open_observations", "No se puede recepcionar: hay {count} observación(es) abierta(s).", "Não é possível receber: há {count} apontamento(s) em aberto."),
    ("verifications.no_closed_verification", "No se puede recepcionar sin al menos una verificación cerrada.", "Não é possível receber sem pelo menos uma verificação encerrada."),
    ("verifications.units_pending", "No se puede recepcionar: {count} unidad(es) de la actividad no tienen una verificación cerrada.", "Não é possível receber: {count} unidade(s) da atividade não têm uma verificação encerrada."),
];
