-- CreateIndex
CREATE INDEX "employees_company_id_id_idx" ON "employees"("company_id", "id");

-- CreateIndex
CREATE INDEX "compliance_items_company_id_id_idx" ON "compliance_items"("company_id", "id");

-- CreateIndex
CREATE INDEX "candidates_company_id_id_idx" ON "candidates"("company_id", "id");
