#include "dig/view/dig_table.h"

namespace dogtable::games::dig {

void registerView(ui::ViewRegistry& registry) {
    ui::addTable<DigTable>(registry, "dig");
}

} // namespace dogtable::games::dig
