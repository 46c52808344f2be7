export function CategoriesPage() {
  return <h1 className="text-2xl font-bold text-gray-900">Categories</h1>;
}
