#include "doglover/view/doglover_table.h"

namespace dogtable::games::doglover {

void registerView(ui::ViewRegistry& registry) {
    ui::addTable<DogLoverTable>(registry, "doglover");
}

} // namespace dogtable::games::doglover
