#include "ciapki/view/ciapki_table.h"

namespace dogtable::games::ciapki {

void registerView(ui::ViewRegistry& registry) {
    ui::addTable<CiapkiTable>(registry, "ciapki");
}

} // namespace dogtable::games::ciapki
