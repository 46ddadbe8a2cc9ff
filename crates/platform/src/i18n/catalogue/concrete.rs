//! Messages of concrete (SPEC §2 `/concrete`, `/config/hormigon`; §5 placement rules, one model for Concrete; §8).

pub(super) const MESSAGES: &[(&str, &str, &str)] = &[
    ("concrete.cycle_or_axes", "Indica un ciclo o los ejes: uno de los dos, no ambos.", "Informe um ciclo ou os eixos: um dos dois, não ambos."),
    ("concrete.axes_max", "Se admiten como máximo 4 ejes.", "São admitidos no máximo 4 eixos."),
    ("concrete.no_model", "El proyecto no tiene un modelo BIM asignado a Hormigón: asígnalo en Configuración › Modelos BIM.", "O projeto não tem um modelo BIM atribuído a Concreto: atribua-o em Configuração › Modelos BIM."),
    ("concrete.pick_elements", "Selecciona al menos un elemento del modelo.", "Selecione pelo menos um elemento do modelo."),
    ("concrete.element_not_found", "Algún elemento seleccionado no está en el modelo de Hormigón.", "Algum elemento selecionado não está no modelo de Concreto."),
    ("concrete.ifc_class", "Indica una clase IFC válida (por ejemplo IfcSlab).", "Informe uma classe IFC válida (por exemplo IfcSlab)."),
    ("concrete.in_use", "Está en uso en hormigonados o muestras: no se puede eliminar.", "Está em uso em concretagens ou amostras: não pode ser excluído."),
    ("concrete.ticket_subject", "Lote {number} de {type} no conforme", "Lote {number} de {type} não conforme"),
    ("concrete.ticket_description", "Los ensayos del lote no cumplen la resistencia especificada (resistencia característica estimada: {estimate} MPa). Hormigonados: {placements}. Elementos (GlobalId): {elements}.", "Os ensaios do lote não atendem à resistência especificada (resistência característica estimada: {estimate} MPa). Concretagens: {placements}. Elementos (GlobalId): {elements}."),
    ("concrete.unknown_name", "No existe en el catálogo de Hormigón: «{name}».", "Não existe no catálogo de Concreto: «{name}»."),
    ("concrete.lot_not_found", "El proyecto no tiene el lote {number}.", "O projeto não tem o lote {number}."),
    ("concrete.imported", "{count} registro(s) importado(s).", "{count} registro(s) importado(s)."),
];
